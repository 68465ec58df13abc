import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { DEMO_CREATOR_ID } from "@/lib/domain/creators/demo-network";

/**
 * A copy of the application tables as the demo seed leaves them, kept in a schema of its own, so
 * that a reset copies rows inside the database instead of generating and sending them again
 * (the demo creator's history alone is tens of thousands of rows).
 */
const SCHEMA = "e2e_seed";
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Empties the tables and sets their serial and identity columns back to the start. */
export function truncateStatement(tables: string[]) {
  return sql.raw(`truncate table ${tables.map(quote).join(", ")} restart identity cascade`);
}

/** Tables whose seed also writes files: seeded again after a restore, since a test may have removed the files. */
export const SEEDED_WITH_FILES = ["marketing_materials"];

/** Every application table: the public schema without the migrations' bookkeeping and the shared corpus. */
export async function appTables(db: Database): Promise<string[]> {
  const rows = await queryRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((r) => r.tablename).filter((n) => !n.startsWith("__drizzle") && !n.startsWith("corpus_"));
}

/** The tables in an order where each comes after the tables its foreign keys point to. */
async function parentsFirst(db: Database, tables: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c where c.contype = 'f' and c.conrelid <> c.confrelid`,
  );
  const unquote = (n: string) => n.replace(/^public\./, "").replace(/^"|"$/g, "");
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) parents.get(unquote(e.child))?.add(unquote(e.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (t: string, path: Set<string>) => {
    if (placed.has(t) || path.has(t) || !parents.has(t)) return;
    path.add(t);
    for (const p of parents.get(t)!) place(p, path);
    path.delete(t);
    placed.add(t);
    ordered.push(t);
  };
  for (const t of tables) place(t, new Set());
  return ordered;
}

async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${`public.${quote(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return rows.map((r) => quote(r.name));
}

/** Sequences owned by the given tables (serial and identity columns), with their current values. */
async function ownedSequences(db: Database, tables: string[]) {
  const rows = await queryRows<{ sequence: string; owner: string }>(
    db,
    sql`select s.relname as sequence, t.relname as owner from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
        where s.relkind = 'S'`,
  );
  return rows.filter((r) => tables.includes(r.owner)).map((r) => r.sequence);
}

/**
 * What a snapshot is valid for: the seed's day (the demo data is dated from it) and the shape of
 * the public schema (a migration since makes it unusable).
 */
export async function snapshotKey(db: Database, day: string): Promise<string> {
  const [row] = await queryRows<{ shape: string }>(
    db,
    sql`select md5(string_agg(table_name || '.' || column_name || ':' || data_type, ',' order by table_name, column_name)) as shape
        from information_schema.columns where table_schema = 'public'`,
  );
  return `${day} ${row.shape}`;
}

/** The key of the snapshot kept, or null when there is none. */
export async function keptSnapshotKey(db: Database): Promise<string | null> {
  const [exists] = await queryRows<{ found: boolean }>(db, sql`select to_regclass(${`${SCHEMA}.taken`}) is not null as found`);
  if (!exists?.found) return null;
  const [row] = await queryRows<{ key: string }>(db, sql.raw(`select key from ${SCHEMA}.taken`));
  return row?.key ?? null;
}

/** Copies the seeded application tables, their sequences and the demo creator's corpus follows. */
export async function takeSnapshot(db: Database, key: string): Promise<void> {
  const tables = (await appTables(db)).filter((t) => !SEEDED_WITH_FILES.includes(t));
  const sequences = await ownedSequences(db, tables);
  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    await run(`drop schema if exists ${SCHEMA} cascade`);
    await run(`create schema ${SCHEMA}`);
    for (const t of tables) await run(`create table ${SCHEMA}.${quote(t)} as table public.${quote(t)}`);
    await run(`create table ${SCHEMA}.sequence_values (name text, last_value bigint, is_called boolean)`);
    for (const s of sequences) await run(`insert into ${SCHEMA}.sequence_values select '${s.replace(/'/g, "''")}', last_value, is_called from public.${quote(s)}`);
    await run(`create table ${SCHEMA}.creator_follows as select * from public.corpus_follows where follower_id = '${DEMO_CREATOR_ID}' or followee_id = '${DEMO_CREATOR_ID}'`);
    await run(`create table ${SCHEMA}.taken as select '${key.replace(/'/g, "''")}'::text as key`);
  });
}

/** Empties the application tables and copies the snapshot back (the tables with files are left empty). */
export async function restoreSnapshot(db: Database, tables: string[]): Promise<void> {
  const copied = await parentsFirst(db, tables.filter((t) => !SEEDED_WITH_FILES.includes(t)));
  const columns = new Map<string, string[]>();
  for (const t of copied) columns.set(t, await insertableColumns(db, t));
  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    await tx.execute(truncateStatement(tables));
    for (const t of copied) {
      const list = columns.get(t)!.join(", ");
      await run(`insert into public.${quote(t)} (${list}) overriding system value select ${list} from ${SCHEMA}.${quote(t)}`);
    }
    await run(`select setval(format('public.%I', name), last_value, is_called) from ${SCHEMA}.sequence_values`);
    await run(`delete from public.corpus_follows where follower_id = '${DEMO_CREATOR_ID}' or followee_id = '${DEMO_CREATOR_ID}'`);
    await run(`insert into public.corpus_follows select * from ${SCHEMA}.creator_follows`);
  });
}
