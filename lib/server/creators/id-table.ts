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

/** Ids with their follower buckets as rows, both lists sent as one text each. Use as `${idBucketTable(ids, buckets)} as t(id, bucket)`. */
export function idBucketTable(ids: string[], buckets: ArrayLike<number>): SQL {
  return sql`unnest(string_to_array(${ids.join("\n")}::text, E'\\n'), string_to_array(${Array.prototype.join.call(buckets, "\n")}::text, E'\\n')::int[])`;
}
