import "server-only";
import { sql } from "drizzle-orm";

/**
 * `and <column> in (select id from <scope>)` when a derived-table step is limited to the ids of a
 * temporary table (the incremental refresh), else nothing (the full rebuild).
 */
export const inScope = (column: string, scope?: string) => (scope ? sql.raw(` and ${column} in (select id from ${scope})`) : sql``);
