import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { arrayLiteral, type BulkColumn, type UpsertOptions } from "./bulk-rows";
import { copyUpsert, pgClientOf } from "./copy-upsert";
import { queryRows } from "./query-rows";

export { arrayLiteral, type BulkColumn, type UpsertOptions };

type Executor = Pick<Database, "execute">;

const carrier: Record<BulkColumn["type"], string> = {
  text: "text[]",
  int: "int[]",
  smallint: "smallint[]",
  real: "real[]",
  bool: "bool[]",
  timestamptz: "timestamptz[]",
  date: "date[]",
  "text[]": "text[]",
  jsonb: "text[]",
};

function cell(value: unknown, type: BulkColumn["type"]): unknown {
  if (value === undefined || value === null) return null;
  if (type === "text[]") return arrayLiteral(value as string[]);
  if (type === "jsonb") return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * INSERT ... SELECT FROM unnest(one array per column): one statement and one parameter per
 * column whatever the row count, which keeps large batches fast on PGlite and PostgreSQL.
 */
export function unnestSelect(columns: BulkColumn[], rows: readonly (readonly unknown[])[]): SQL {
  const params = columns.map((c, i) => sql`${sql.param(rows.map((r) => cell(r[i], c.type)))}::${sql.raw(carrier[c.type])}`);
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const select = columns
    .map((c) => (c.type === "text[]" ? `u."${c.name}"::text[]` : c.type === "jsonb" ? `u."${c.name}"::jsonb` : `u."${c.name}"`))
    .join(", ");
  return sql`select ${sql.raw(select)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.raw(names)})`;
}

/**
 * Upsert rows; returns for each written row its key and whether it was new. Inside a transaction
 * on PostgreSQL the rows travel by COPY (copy-upsert.ts); elsewhere (PGlite) by unnest().
 */
export async function bulkUpsert(db: Executor, o: UpsertOptions): Promise<{ key: string; inserted: boolean }[]> {
  if (!o.rows.length) return [];
  const pg = pgClientOf(db);
  if (pg) return copyUpsert(pg, o);
  const names = o.columns.map((c) => `"${c.name}"`).join(", ");
  const action = o.update ? `do update set ${o.update}` : "do nothing";
  const returning = o.key ? sql.raw(` returning ${o.key} as key, (xmax = 0) as inserted`) : sql``;
  return queryRows<{ key: string; inserted: boolean }>(
    db,
    sql`insert into ${sql.raw(o.table)} (${sql.raw(names)}) ${unnestSelect(o.columns, o.rows)} on conflict (${sql.raw(o.conflict)}) ${sql.raw(action)}${returning}`,
  );
}

/** SET clause copying every listed column from the proposed row. */
export const setExcluded = (columns: string[]) => columns.map((c) => `"${c}" = excluded."${c}"`).join(", ");
