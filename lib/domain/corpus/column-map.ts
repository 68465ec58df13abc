/*
 * Column mapping for CSV files of any shape: which of the file's columns holds each field a post
 * needs, written `text=content,author=author,created_at=publish_date`.
 */

export const MAPPABLE_FIELDS = ["id", "text", "author", "created_at", "likes", "reposts", "replies", "quotes", "followers", "following", "lang"] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];
export type ColumnMap = Partial<Record<MappableField, string>>;

/** Fields every mapping must name (a post needs its words and its time). */
export const REQUIRED_FIELDS: readonly MappableField[] = ["text", "created_at"];

export class ColumnMapError extends Error {}

/** Reads `field=column,...`; column names compare case-insensitively, as CSV headers do here. */
export function parseColumnMap(spec: string): ColumnMap {
  const map: ColumnMap = {};
  for (const part of spec.split(",").map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf("=");
    if (eq <= 0 || eq === part.length - 1) throw new ColumnMapError(`"${part}" is not field=column.`);
    const field = part.slice(0, eq).trim().toLowerCase() as MappableField;
    if (!MAPPABLE_FIELDS.includes(field)) throw new ColumnMapError(`"${field}" is not a field that can be mapped (fields: ${MAPPABLE_FIELDS.join(", ")}).`);
    if (map[field]) throw new ColumnMapError(`"${field}" is mapped twice.`);
    map[field] = part.slice(eq + 1).trim().toLowerCase();
  }
  const missing = REQUIRED_FIELDS.filter((f) => !map[f]);
  if (missing.length) throw new ColumnMapError(`The mapping needs ${missing.join(" and ")} (e.g. text=content,created_at=date).`);
  return map;
}

/** 64-bit FNV-1a of the parts (joined by a separator no text holds). */
function hash64(parts: readonly string[]): bigint {
  let h = 0xcbf29ce484222325n;
  for (const ch of parts.join("\u0000")) {
    h ^= BigInt(ch.codePointAt(0)!);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h;
}

/**
 * A post id made from what identifies a row (author, time, text): the same row always gets the same
 * id, so importing a file again doubles nothing. 19 digits starting with 8: numeric like X ids, and
 * above any id X has issued so far (about 2 x 10^18 in 2026).
 */
export function madeUpPostId(parts: readonly string[]): string {
  return `8${(hash64(parts) % 10n ** 18n).toString().padStart(18, "0")}`;
}

/** A retweet written as text: "RT @handle: words" (the @ optional), with the retweeted words. */
export function retweetOf(text: string): { handle: string; text: string } | null {
  const m = text.match(/^RT @?([A-Za-z0-9_]{1,15}):\s*([\s\S]*)$/);
  return m ? { handle: m[1], text: m[2] } : null;
}
