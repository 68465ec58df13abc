import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * An ordered list of ids as one text value, each id after U+001F (which no id holds): `select
 * <column> <rest>` packed. The driver parses a text[] character by character in JavaScript (about
 * 7 ms for a conversation's 14,000 sampled ids); one string splits natively.
 */
export const packedIds = (column: SQL, rest: SQL): SQL => sql`array_to_string(array(select chr(31) || ${column} ${rest}), '')`;

/** The ids of a packed list, in order (an empty list packs to ''). */
export const unpackIds = (packed: string): string[] => packed.split("\u001f").slice(1);
