/*
 * Additions to AFINN-165 written for this project: emoji and emoticon valences, and everyday
 * words of service complaints and praise that AFINN lacks (values on AFINN's -5..5 scale).
 */

export const EXTRA_WORDS: Record<string, number> = {
  cancelled: -2, canceled: -2, delayed: -2, delay: -1, delays: -1, stuck: -2, stranded: -3,
  unacceptable: -3, rude: -3, broken: -2, lost: -2, waiting: -1, refund: -1, overbooked: -2,
  worst: -3, useless: -2, unhelpful: -2, nightmare: -3, ridiculous: -3, disappointing: -2,
  incompetent: -3, garbage: -3, trash: -2, sucks: -3, meh: -1, smh: -2, ugh: -2, wtf: -4,
  lol: 1, lmao: 1, thx: 2, thanks: 2, thank: 2, ty: 2, appreciated: 2, awesome: 4, amazing: 4,
  smooth: 2, friendly: 2, helpful: 2, excellent: 3, fantastic: 4, love: 3, loved: 3, great: 3,
};

export const EMOJI_VALENCE: Record<string, number> = {
  "😀": 2, "😃": 2, "😄": 2, "😁": 2, "😆": 2, "😊": 2, "🙂": 1, "😍": 3, "🥰": 3, "😘": 2,
  "😂": 1, "🤣": 1, "😎": 2, "👍": 2, "👏": 2, "🙌": 2, "🎉": 3, "❤": 3, "❤️": 3, "💕": 3,
  "💖": 3, "💯": 2, "🔥": 1, "✨": 1, "🙏": 1, "😉": 1, "🤩": 3, "🥳": 3, "💪": 2, "😋": 2,
  "😢": -2, "😭": -2, "😞": -2, "😔": -2, "😟": -2, "😠": -3, "😡": -3, "🤬": -4, "👎": -2,
  "💔": -3, "😤": -2, "😩": -2, "😫": -2, "😒": -2, "🙄": -2, "😑": -1, "😐": -1, "🤦": -2,
  "🤦‍♀️": -2, "🤦‍♂️": -2, "😱": -2, "😰": -2, "😥": -1, "🤮": -3, "💩": -2, "😖": -2,
};

export const EMOTICONS: Record<string, number> = {
  ":)": 2, ":-)": 2, ":D": 3, ":-D": 3, ";)": 1, "<3": 3, ":(": -2, ":-(": -2, ":'(": -2, ":/": -1, ">:(": -3,
};

export const NEGATORS = new Set([
  "not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "cannot", "cant", "can't",
  "dont", "don't", "doesnt", "doesn't", "didnt", "didn't", "isnt", "isn't", "wasnt", "wasn't",
  "arent", "aren't", "werent", "weren't", "wont", "won't", "wouldnt", "wouldn't", "shouldnt",
  "shouldn't", "couldnt", "couldn't", "havent", "haven't", "hasnt", "hasn't", "hadnt", "hadn't", "aint", "ain't", "without",
]);

export const BOOSTERS: Record<string, number> = {
  very: 0.3, really: 0.3, so: 0.2, extremely: 0.4, absolutely: 0.4, totally: 0.3, completely: 0.3,
  incredibly: 0.4, super: 0.3, truly: 0.3, most: 0.2, highly: 0.3, especially: 0.2, such: 0.2,
  slightly: -0.3, somewhat: -0.3, kinda: -0.3, barely: -0.4, hardly: -0.4, little: -0.2, bit: -0.2,
};
