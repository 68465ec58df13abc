import "server-only";
import { Client } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { arrayLiteral, type BulkColumn, type UpsertOptions } from "./bulk-rows";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";

/*
 * The PostgreSQL fast path of bulkUpsert: rows go in through COPY (text format) into a per-connection
 * staging table, then one INSERT ... SELECT ... ON CONFLICT moves them into the real table. COPY
 * skips the per-value parameter encoding and parsing of the unnest path; the upsert keeps imports
 * idempotent (a re-import updates, never duplicates).
 */

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

const escape = (s: string) => (SPECIAL.test(s) ? s.replace(SPECIAL_ALL, (c) => ESCAPES[c]) : s);

/** A value as a COPY text-format field. */
export function copyField(value: unknown, type: BulkColumn["type"]): string {
  if (value === undefined || value === null) return "\\N";
  if (type === "text[]") return escape(arrayLiteral(value as string[]));
  if (type === "jsonb") return escape(JSON.stringify(value));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  return escape(String(value));
}

type FieldEncoder = (value: unknown) => string;

/** copyField per column type, with the common cases first: numbers and dates need no escaping. */
const ENCODERS: Record<BulkColumn["type"], FieldEncoder> = {
  text: (v) => (typeof v === "string" ? escape(v) : copyField(v, "text")),
  int: (v) => (typeof v === "number" ? String(v) : copyField(v, "int")),
  smallint: (v) => (typeof v === "number" ? String(v) : copyField(v, "smallint")),
  real: (v) => (typeof v === "number" ? String(v) : copyField(v, "real")),
  bool: (v) => copyField(v, "bool"),
  timestamptz: (v) => (v instanceof Date ? v.toISOString() : copyField(v, "timestamptz")),
  date: (v) => copyField(v, "date"),
  "text[]": (v) => copyField(v, "text[]"),
  jsonb: (v) => copyField(v, "jsonb"),
};

/** Rows as COPY text-format lines. */
export function copyText(columns: BulkColumn[], rows: readonly (readonly unknown[])[]): string {
  const encoders = columns.map((c) => ENCODERS[c.type]);
  const n = encoders.length;
  let out = "";
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    let line = encoders[0](row[0]);
    for (let i = 1; i < n; i++) line += "\t" + encoders[i](row[i]);
    out += line + "\n";
  }
  return out;
}

/** The node-postgres client under a Drizzle transaction, or null (PGlite, or a pool outside a transaction). */
export function pgClientOf(db: unknown): Client | null {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  return client instanceof Client ? client : null;
}

const staged = new WeakMap<Client, Set<string>>();

/** The connection's staging table for these columns; emptied at every commit. */
async function stagingTable(client: Client, o: UpsertOptions): Promise<string> {
  const name = `stage_${o.table}_${o.columns.length}`;
  let made = staged.get(client);
  if (!made) staged.set(client, (made = new Set()));
  if (!made.has(name)) {
    const cols = o.columns.map((c) => `"${c.name}" ${c.type}`).join(", ");
    await client.query(`create temp table if not exists ${name} (${cols}) on commit delete rows`);
    made.add(name);
  }
  return name;
}

async function copyInto(client: Client, table: string, columns: BulkColumn[], rows: readonly (readonly unknown[])[]): Promise<void> {
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  await new Promise<void>((resolve, reject) => {
    const stream = client.query(copyFrom(`copy ${table} (${names}) from stdin`));
    stream.on("error", reject);
    stream.on("finish", resolve);
    stream.end(copyText(columns, rows));
  });
}

/**
 * COPY the rows into staging, then upsert them; returns for each written row its key and whether
 * it was new. With `onlyChanged`, rows equal to the stored ones are left alone (no new row version,
 * no index work) and are not returned.
 */
async function stagedUpsert(client: Client, o: UpsertOptions, onlyChanged = false): Promise<{ key: string; inserted: boolean }[]> {
  if (!o.rows.length) return [];
  const stage = await stagingTable(client, o);
  const names = o.columns.map((c) => `"${c.name}"`).join(", ");
  await client.query(`delete from ${stage}`);
  await copyInto(client, stage, o.columns, o.rows);
  let action = o.update ? `do update set ${o.update}` : "do nothing";
  if (o.update && onlyChanged) {
    const cols = o.columns.filter((c) => c.name !== o.conflict).map((c) => `"${c.name}"`);
    action += ` where (${cols.map((c) => `${o.table}.${c}`).join(", ")}) is distinct from (${cols.map((c) => `excluded.${c}`).join(", ")})`;
  }
  const returning = o.key ? ` returning ${o.key} as key, (xmax = 0) as inserted` : "";
  const result = await client.query(`insert into ${o.table} (${names}) select ${names} from ${stage} on conflict (${o.conflict}) ${action}${returning}`);
  return o.key ? (result.rows as { key: string; inserted: boolean }[]) : [];
}

/**
 * COPY rows that should all be new straight into the table. If one exists after all (another
 * import wrote it meanwhile), the COPY is rolled back to a savepoint and the rows are upserted.
 */
async function copyNew(client: Client, o: UpsertOptions): Promise<{ key: string; inserted: boolean }[] | null> {
  await client.query("savepoint copy_new");
  try {
    await copyInto(client, o.table, o.columns, o.rows);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await client.query("rollback to savepoint copy_new");
    return null;
  }
  await client.query("release savepoint copy_new");
  return o.key ? o.rows.map((r) => ({ key: String(r[0]), inserted: true })) : [];
}

/**
 * Upsert through COPY. When the conflict target is the first column, rows whose key is not in
 * the table yet are COPYed straight in (as fast as a raw COPY) and only the others go through
 * staging and INSERT ... ON CONFLICT; `o.fresh` says every row should be new.
 */
export async function copyUpsert(client: Client, o: UpsertOptions): Promise<{ key: string; inserted: boolean }[]> {
  const keyed = o.conflict === o.columns[0].name && (!o.key || o.key === o.conflict);
  if (!o.fresh && !keyed) return stagedUpsert(client, o);
  let fresh = o.rows;
  let known: (readonly unknown[])[] = [];
  if (!o.fresh) {
    const ids = o.rows.map((r) => String(r[0]));
    const found = await client.query(`select "${o.conflict}" as k from ${o.table} where "${o.conflict}" = any($1::text[])`, [arrayLiteral(ids)]);
    if (found.rows.length) {
      const exists = new Set((found.rows as { k: string }[]).map((r) => r.k));
      fresh = o.rows.filter((r) => !exists.has(String(r[0])));
      known = o.rows.filter((r) => exists.has(String(r[0])));
    }
  }
  if (!o.update) known = []; // DO NOTHING: rows already there stay as they are
  const inserted = fresh.length ? await copyNew(client, { ...o, rows: fresh }) : [];
  if (inserted === null) return stagedUpsert(client, o);
  // Rows that exist and are unchanged (a re-import, profiles repeated in every page) count as updated.
  const changed = await stagedUpsert(client, { ...o, rows: known }, true);
  const returned = new Set(changed.map((r) => r.key));
  const unchanged = known.filter((r) => !returned.has(String(r[0]))).map((r) => ({ key: String(r[0]), inserted: false }));
  return [...inserted, ...changed, ...unchanged];
}
