/*
 * The CSV layouts recognised from their header without a column mapping (the server turns rows of
 * each into records: lib/server/corpus/parse/csv-shapes.ts), and which one a header is.
 */

export const KNOWN_CSV_SHAPES = [
  // fivethirtyeight twitter-ratio: created_at,text,url,replies,retweets,favorites,user
  { name: "posts-with-url-and-counts", required: ["created_at", "text", "url", "replies", "retweets", "favorites", "user"] },
  // fivethirtyeight mayweather-mcgregor: created_at,emojis,id,link,retweeted,screen_name,text
  { name: "posts-with-screen-name", required: ["created_at", "id", "screen_name", "text"] },
  // fivethirtyeight trump-twitter: id,created_at,text (the author is given with --author)
  { name: "posts", required: ["id", "created_at", "text"] },
] as const;

export type KnownCsvShape = (typeof KNOWN_CSV_SHAPES)[number]["name"];

/** The columns a known shape needs. */
export const requiredColumns = (name: KnownCsvShape): string[] => [...KNOWN_CSV_SHAPES.find((s) => s.name === name)!.required];

/** The first known shape whose required columns the header has (names compared case-insensitively). */
export function knownShapeOf(header: readonly string[]): KnownCsvShape | null {
  const have = new Set(header.map((h) => h.trim().toLowerCase()));
  return KNOWN_CSV_SHAPES.find((s) => s.required.every((c) => have.has(c)))?.name ?? null;
}
