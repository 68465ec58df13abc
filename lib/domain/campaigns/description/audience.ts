import { COUNTRIES } from "../../enrichment/countries";
import { AGE_ANY } from "../../targeting/options";

/*
 * Who a description wants to reach: @handles (their followers), #hashtags, interests ("interested
 * in cold brew", "fans of jazz", "コーヒー好き"), countries (the alias map's names), languages,
 * gender and an age band mapped onto X's age codes.
 */

export interface StatedAudience {
  handles: string[];
  hashtags: string[];
  keywords: string[];
  countries: string[];
  languages: string[];
  gender: "ANY" | "MALE" | "FEMALE";
  age: string;
}

const unique = (items: string[]) => [...new Map(items.map((i) => [i.toLowerCase(), i])).values()];

const LANGUAGES: [string, string][] = [
  ["English", "英語"],
  ["Japanese", "日本語"],
  ["Spanish", "スペイン語"],
  ["French", "フランス語"],
  ["German", "ドイツ語"],
  ["Portuguese", "ポルトガル語"],
  ["Korean", "韓国語"],
  ["Chinese", "中国語"],
  ["Arabic", "アラビア語"],
];
/** A language is targeted when named as one ("in Japanese", "Spanish speakers", "日本語"), not as a nationality ("Japanese coffee"). */
const languageUse = (name: string) => new RegExp(String.raw`\b(?:in|speak(?:ing|s)?)\s+${name}\b|\b${name}[- ](?:speak(?:ers|ing)|language)\b`, "i");

const OVER = [13, 18, 21, 25, 35, 50];
const RANGES: [number, number][] = [[13, 24], [13, 34], [13, 49], [13, 54], [18, 24], [18, 34], [18, 49], [18, 54], [21, 34], [21, 49], [21, 54], [25, 49], [25, 54], [35, 49], [35, 54]];

/** X's narrowest age code that holds the stated band (a band X has no code for widens to the nearest one). */
export function ageCode(from: number, to: number | null): string {
  if (to === null) {
    const over = [...OVER].reverse().find((n) => n <= from);
    return over ? `AGE_OVER_${over}` : AGE_ANY;
  }
  const holding = RANGES.filter(([a, b]) => a <= from && b >= to).sort((x, y) => x[1] - x[0] - (y[1] - y[0]));
  if (holding.length) return `AGE_${holding[0][0]}_TO_${holding[0][1]}`;
  return ageCode(from, null);
}

function statedAge(text: string): string {
  const band = /(?:\bage[sd]?\s+|\b)(1[3-9]|[2-6]\d)\s*(?:-|–|to|〜|~|から)\s*(1[3-9]|[2-6]\d)\s*(?:years?\b|yo\b|year-olds?\b|歳|才)/i.exec(text) ?? /\bage[sd]?\s+(1[3-9]|[2-6]\d)\s*(?:-|–|to)\s*(1[3-9]|[2-6]\d)\b/i.exec(text);
  if (band && Number(band[1]) < Number(band[2])) return ageCode(Number(band[1]), Number(band[2]));
  const over = /\b(?:over|above|older than)\s+(1[3-9]|[2-6]\d)\b|\b(1[3-9]|[2-6]\d)\+|(1[3-9]|[2-6]\d)\s*(?:歳|才)以上/i.exec(text);
  if (over) return ageCode(Number(over[1] ?? over[2] ?? over[3]), null);
  return AGE_ANY;
}

function statedGender(text: string): StatedAudience["gender"] {
  const women = /\b(?:women|woman|female|ladies|mothers|moms|mums)\b|女性|ママ/i.test(text);
  const men = /\b(?:men|man|male|fathers|dads)\b|男性|パパ/i.test(text);
  return women === men ? "ANY" : women ? "FEMALE" : "MALE";
}

function statedCountries(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const c of COUNTRIES) {
    for (const alias of [c.name, ...c.aliases]) {
      const ascii = /^[\x20-\x7e]+$/.test(alias);
      // Short Latin aliases ("us", "uk") only in capitals, so "help us" is not the United States.
      const hit = !ascii ? text.includes(alias) : alias.length <= 3 ? new RegExp(String.raw`\b${alias.toUpperCase().replace(/\./g, "\\.")}(?![\w.])`).test(text) : new RegExp(String.raw`\b${alias.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`).test(lower);
      if (hit) {
        out.push(c.name);
        break;
      }
    }
  }
  return out;
}

const STOP = /\s+(?:in|from|with|who|for|during|starting|between|on|at|by|near|across|aged?|over|under|and then)\s+.*$/i;
/** Words before "fans"/"lovers" that are not what they are fans of. */
const LEAD_WORDS = /^(?:reach|target|find|engage|get|our|the|their|your|my|to|for|of|and|with|new|more|all|many|some|most)$/i;
/** List items that say something else about the people ("speaking Japanese", "based in Tokyo"). */
const NOT_AN_INTEREST = /^(?:\w+ing|based|located|aged?|who|that|in|from|with)\b/i;
const PHRASE_END = /[.,;:!?()（）。、\n]|\s(?:and|or)\s/;

function statedInterests(text: string, exclude: Set<string>): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:interested in|interest in|who (?:like|love|enjoy)s?|fans? of|lovers? of|passionate about|into)\s+([^.;:!?\n（）()。]+)/gi)) {
    for (const part of m[1].split(/,|\s(?:and|or|&)\s/)) {
      const phrase = part.split(PHRASE_END)[0].replace(STOP, "").replace(/^(?:the|a|an)\s+/i, "").replace(/[@#]\S+/g, "").trim();
      if (NOT_AN_INTEREST.test(phrase)) continue;
      if (phrase.length >= 2 && phrase.split(/\s+/).length <= 4 && !/\d/.test(phrase) && !exclude.has(phrase.toLowerCase())) found.push(phrase);
    }
  }
  // "cold brew fans", "tea lovers": the one or two words before.
  for (const m of text.matchAll(/\b((?:[A-Za-z][\w-]*\s)?[A-Za-z][\w-]*)\s+(?:fans|lovers|enthusiasts|drinkers|buyers|shoppers)\b/gi)) {
    const words = m[1].split(/\s/).filter((w, i, all) => !(i === 0 && all.length > 1 && LEAD_WORDS.test(w)));
    const phrase = words.join(" ");
    if (!LEAD_WORDS.test(phrase) && !exclude.has(phrase.toLowerCase())) found.push(phrase);
  }
  // Japanese: the run of kanji and katakana right before 好き, ファン, に興味 ... (particles end it).
  for (const m of text.matchAll(/([\p{Script=Han}\p{Script=Katakana}ー]{1,12})(?:に興味|に関心|が好き|好き|ファン|愛好家)/gu)) {
    if (!exclude.has(m[1].toLowerCase())) found.push(m[1]);
  }
  return unique(found);
}

export function statedAudience(text: string): StatedAudience {
  const handles = unique([...text.matchAll(/(?<![\w@.])@([A-Za-z0-9_]{1,15})(?![\w@.])/g)].map((m) => m[1]));
  const hashtags = unique([...text.matchAll(/(?<![\w&#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu)].map((m) => m[1]));
  const countries = statedCountries(text);
  const languages = LANGUAGES.filter(([name, ja]) => languageUse(name).test(text) || text.includes(ja)).map(([name]) => name);
  const exclude = new Set([...countries, ...COUNTRIES.flatMap((c) => c.aliases)].map((c) => c.toLowerCase()));
  return { handles, hashtags, keywords: statedInterests(text, exclude), countries, languages, gender: statedGender(text), age: statedAge(text) };
}
