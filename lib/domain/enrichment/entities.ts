import twitterText from "twitter-text";
import emojiRegex from "emoji-regex";

export type EntityKind = "hashtag" | "mention" | "url" | "cashtag" | "emoji" | "annotation";

export interface TextEntity {
  kind: EntityKind;
  /** Normalised value: lower case for tags and handles, the target for urls. */
  value: string;
  display: string;
  start: number | null;
  end: number | null;
}

/** Hashtags, mentions, urls and cashtags as X's own text library finds them. */
export function extractTextEntities(text: string): TextEntity[] {
  const out: TextEntity[] = [];
  for (const e of twitterText.extractEntitiesWithIndices(text)) {
    const [start, end] = e.indices;
    if ("hashtag" in e) out.push({ kind: "hashtag", value: e.hashtag.toLowerCase(), display: e.hashtag, start, end });
    else if ("cashtag" in e) out.push({ kind: "cashtag", value: e.cashtag.toLowerCase(), display: e.cashtag, start, end });
    else if ("screenName" in e) out.push({ kind: "mention", value: e.screenName.toLowerCase(), display: e.screenName, start, end });
    else if ("url" in e) out.push({ kind: "url", value: e.url, display: e.url, start, end });
  }
  return out;
}

const EMOJI = emojiRegex();
/**
 * Every emoji match holds one of these code units (checked over every code point, alone and with
 * U+FE0F / U+20E3): a text without them has no emoji and skips the large emoji expression.
 */
const MAY_HAVE_EMOJI = /[\u00a9\u00ae\u203c-\u3299\ud83c-\ud83e\udb40]/;

/** Every emoji in the text, in order, with code-unit offsets. */
export function extractEmojis(text: string): TextEntity[] {
  const out: TextEntity[] = [];
  if (!MAY_HAVE_EMOJI.test(text)) return out;
  for (const m of text.matchAll(EMOJI)) {
    out.push({ kind: "emoji", value: m[0], display: m[0], start: m.index ?? null, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}
