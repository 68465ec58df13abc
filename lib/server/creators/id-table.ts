import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * A long list of ids as rows, sent as one text parameter the database splits: a million ids cross
 * as one string rather than an array literal that the driver quotes and the server parses (about
 * twice as fast at that size). Ids (X's are digits) hold no newline. Use as `${idTable(ids)} as t(id)`.
 */
export function idTable(ids: string[]): SQL {
  return ids.length ? sql`string_to_table(${ids.join("\n")}::text, E'\\n')` : sql`unnest('{}'::text[])`;
}
