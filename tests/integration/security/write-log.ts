import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

async function rows<T>(db: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the app's schema (the migrations' bookkeeping and the watch's log live in their own schemas). */
export async function appTables(db: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(db, sql.raw("select tablename as name from pg_tables where schemaname = 'public' order by tablename"));
  return found.map((t) => t.name);
}

/** One query for the whole database: every table's row count. */
export async function rowCounts(db: Database, tables: string[]): Promise<Map<string, number>> {
  const parts = tables.map((t) => `select '${t}' as t, count(*)::int as n from ${quote(t)}`);
  const found = await rows<{ t: string; n: number }>(db, sql.raw(parts.join(" union all ")));
  return new Map(found.map((r) => [r.t, Number(r.n)]));
}

/** One row version a write removed (`old`) or made (`new`), as the row's text. */
export interface LoggedChange {
  tbl: string;
  old_row: string | null;
  new_row: string | null;
}

const LOG = "write_watch.changes";

/**
 * Test databases only: statement triggers on every table log each row a statement inserted, updated
 * or deleted (from the statement's transition tables) and each row a TRUNCATE is about to remove, so
 * a look after a request reads what it wrote instead of comparing whole tables. A rolled-back write
 * rolls its log rows back with it; COPY fires the insert trigger.
 */
export async function logWrites(db: Database, tables: string[]): Promise<void> {
  const statements = [
    "create schema if not exists write_watch",
    `create table if not exists ${LOG} (tbl text not null, old_row text, new_row text)`,
    `create or replace function write_watch.inserted() returns trigger language plpgsql as $$ begin
       insert into ${LOG} (tbl, new_row) select tg_table_name, n::text from new_rows n; return null; end $$`,
    `create or replace function write_watch.updated() returns trigger language plpgsql as $$ begin
       insert into ${LOG} (tbl, old_row) select tg_table_name, o::text from old_rows o;
       insert into ${LOG} (tbl, new_row) select tg_table_name, n::text from new_rows n; return null; end $$`,
    `create or replace function write_watch.deleted() returns trigger language plpgsql as $$ begin
       insert into ${LOG} (tbl, old_row) select tg_table_name, o::text from old_rows o; return null; end $$`,
    `create or replace function write_watch.truncating() returns trigger language plpgsql as $$ begin
       execute format('insert into ${LOG} (tbl, old_row) select %L, x::text from %I.%I x', tg_table_name, tg_table_schema, tg_table_name);
       return null; end $$`,
  ];
  for (const t of tables) {
    const on = `on public.${quote(t)}`;
    statements.push(
      `drop trigger if exists write_watch_inserted ${on}`,
      `create trigger write_watch_inserted after insert ${on} referencing new table as new_rows for each statement execute function write_watch.inserted()`,
      `drop trigger if exists write_watch_updated ${on}`,
      `create trigger write_watch_updated after update ${on} referencing old table as old_rows new table as new_rows for each statement execute function write_watch.updated()`,
      `drop trigger if exists write_watch_deleted ${on}`,
      `create trigger write_watch_deleted after delete ${on} referencing old table as old_rows for each statement execute function write_watch.deleted()`,
      `drop trigger if exists write_watch_truncating ${on}`,
      `create trigger write_watch_truncating before truncate ${on} for each statement execute function write_watch.truncating()`,
    );
  }
  for (const s of statements) await db.execute(sql.raw(s));
  await takeLoggedChanges(db);
}

/** The logged row changes since the previous call, emptying the log. */
export async function takeLoggedChanges(db: Database): Promise<LoggedChange[]> {
  return rows<LoggedChange>(db, sql.raw(`delete from ${LOG} returning tbl, old_row, new_row`));
}
