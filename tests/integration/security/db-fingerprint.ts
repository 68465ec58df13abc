import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

/**
 * Per table: its row count and the newest row version (the largest xmin, the id of the transaction
 * that last inserted or updated a row). An insert or update raises the version, a delete lowers the
 * count: no write goes unseen, and no row's content needs hashing.
 */
export type Fingerprint = Map<string, { rows: number; version: string }>;

async function rows<T>(db: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the app's schema (the migrations' bookkeeping lives in its own schema). */
export async function appTables(db: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(db, sql.raw("select tablename as name from pg_tables where schemaname = 'public' order by tablename"));
  return found.map((t) => t.name);
}

/** One query for the whole database: every table's row count and newest row version. */
export async function fingerprint(db: Database, tables: string[]): Promise<Fingerprint> {
  const parts = tables.map((t) => `select '${t}' as t, count(*)::int as n, coalesce(max(x.xmin::text::bigint), 0)::text as v from ${quote(t)} x`);
  const found = await rows<{ t: string; n: number; v: string }>(db, sql.raw(parts.join(" union all ")));
  return new Map(found.map((r) => [r.t, { rows: Number(r.n), version: r.v }]));
}

/** Tables whose rows changed between two fingerprints, as "table: rows before -> after". */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...before]
    .filter(([t, b]) => after.get(t)?.version !== b.version || after.get(t)?.rows !== b.rows)
    .map(([t, b]) => `${t}: ${b.rows} -> ${after.get(t)?.rows} rows`);
}

/** Each row of a table as its text, to tell which rows a write touched. */
export async function tableRows(db: Database, table: string): Promise<string[]> {
  return (await rows<{ r: string }>(db, sql.raw(`select x::text as r from ${quote(table)} x`))).map((r) => r.r);
}

/**
 * The next transaction id the server will hand out. It moves only when a transaction writes (or
 * tries to), so an unchanged value proves nothing was written without hashing every table.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  // Straight to the driver: asked after most fuzzed requests, so every bit counts. PGlite's exec
  // (the simple protocol) costs a third of its query; a pg pool's query without parameters is simple already.
  const text = "select pg_snapshot_xmax(pg_current_snapshot())::text as x";
  const client = (db as unknown as { $client: unknown }).$client;
  const { rows: found } =
    client instanceof PGlite ? (await client.exec(text))[0] : await (client as { query(text: string): Promise<{ rows: { x: string }[] }> }).query(text);
  return (found[0] as { x: string }).x;
}
