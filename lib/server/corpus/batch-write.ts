import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { bulkUpsert, type BulkColumn } from "./bulk-upsert";
import { ACCOUNT_COLUMNS, ACCOUNT_UPDATE, COUNT_COLUMNS, ENTITY_COLUMNS, FOLLOW_COLUMNS, POST_COLUMNS, POST_UPDATE } from "./corpus-rows";
import { bumpCorpusVersion } from "./corpus-version";
import { BatchChanges, logChanges } from "./change-log";
import { queryRows } from "./query-rows";
import type { IdSet } from "./id-set";
import type { AccountRecord, CountBucketRecord, FollowRecord, PostRecord } from "./records";
import type { ImportSummary, RecordKind } from "./summary";

/** A record waiting in a batch: whether it is its id's first in the import, and a post's row once enriched. */
export interface Pending<T> {
  rec: T;
  first: boolean;
  /** A post's row, enriched when the record arrived or in its chunk (so enrichment overlaps the previous write). */
  row?: unknown[];
  entities?: unknown[][];
}

export type PendingAccount = Pending<AccountRecord & { stub?: boolean }>;

/** One batch of records, each kind's latest record per id. */
export interface Batch {
  posts: Pending<PostRecord>[];
  accounts: PendingAccount[];
  follows: Pending<FollowRecord>[];
  counts: Pending<CountBucketRecord>[];
  deletes: string[];
}

/** What writing a batch needs from its writer: the import's counts and how a record becomes a row. */
export interface BatchContext {
  summary: ImportSummary;
  /** Ids met so far in the import, per kind (a post naming a new handle adds its stub account). */
  seen: Record<RecordKind, IdSet>;
  accountRow(a: AccountRecord): unknown[];
  postRow(p: PostRecord): { row: unknown[]; entities: unknown[][] };
}

/**
 * Write one batch in one transaction and log what it changed (corpus_changes, for the incremental
 * refresh of the derived tables) under the corpus version it commits as.
 */
export async function writeBatch(database: Database, batch: Batch, ctx: BatchContext): Promise<void> {
  const { posts, accounts, follows, counts, deletes } = batch;
  await database.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const changes = new BatchChanges();
    await resolveAuthors(db, ctx, posts, accounts);
    await writeAccounts(db, ctx, accounts, changes);
    await writePosts(db, ctx, posts, changes);
    await updateAuthorCounts(db, posts, changes);
    const followRows = await writeSimple(db, ctx, "follow", follows, "corpus_follows", FOLLOW_COLUMNS, "follower_id, followee_id",
      `first_seen_at = least(corpus_follows.first_seen_at, excluded.first_seen_at), last_seen_at = greatest(corpus_follows.last_seen_at, excluded.last_seen_at)`,
      "follower_id || '>' || followee_id", (f) => [f.followerId, f.followeeId, f.seenAt, f.seenAt]);
    await writeSimple(db, ctx, "count", counts, "corpus_count_buckets", COUNT_COLUMNS, "query, granularity, start",
      `"end" = excluded."end", post_count = excluded.post_count`, `query || '|' || granularity || '|' || to_char(start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      (b) => [b.query, b.granularity, b.start, b.end, b.postCount]);
    for (const r of followRows) {
      const [follower, followee] = r.key.split(">");
      (r.inserted ? changes.follows : changes.seenFollows).push([follower, followee]);
    }
    if (deletes.length) {
      await applyDeletes(db, ctx, deletes);
      changes.rebuild = true;
    }
    await logChanges(db, await bumpCorpusVersion(db), changes);
  });
}

/** Follower and following counts a file gave beside its posts: the latest row of each author wins. */
async function updateAuthorCounts(db: Database, posts: Pending<PostRecord>[], changes: BatchChanges) {
  const latest = new Map<string, { followers?: number; following?: number }>();
  for (const p of posts) if (p.rec.authorId && p.rec.authorCounts) latest.set(p.rec.authorId, p.rec.authorCounts);
  if (!latest.size) return;
  const ids = [...latest.keys()];
  changes.accounts.push(...ids);
  const followers = ids.map((id) => latest.get(id)!.followers ?? null);
  const following = ids.map((id) => latest.get(id)!.following ?? null);
  await db.execute(sql`update corpus_accounts a set followers_count = coalesce(u.f, a.followers_count), following_count = coalesce(u.g, a.following_count)
    from unnest(${sql.param(ids)}::text[], ${sql.param(followers)}::int[], ${sql.param(following)}::int[]) as u(id, f, g) where a.id = u.id`);
}

/** Posts that name their author by handle: reuse the account with that handle or create a stub. */
async function resolveAuthors(db: Database, ctx: BatchContext, posts: Pending<PostRecord>[], accounts: PendingAccount[]) {
  const wanted = [...new Set(posts.filter((p) => !p.rec.authorId && p.rec.authorHandle).map((p) => p.rec.authorHandle!.toLowerCase()))];
  if (!wanted.length) return;
  const known = new Map<string, string>();
  for (const a of accounts) known.set(a.rec.handle.toLowerCase(), a.rec.id);
  const rows = await queryRows<{ id: string; h: string }>(db, sql`select id, lower(handle) as h from corpus_accounts where lower(handle) = any(${sql.param(wanted)}::text[]) order by id`);
  for (const r of rows) if (!known.has(r.h)) known.set(r.h, r.id);
  for (const p of posts) {
    const h = p.rec.authorHandle?.toLowerCase();
    if (!h || p.rec.authorId) continue;
    let id = known.get(h);
    if (!id) {
      id = `handle:${h}`;
      known.set(h, id);
      const counts = ctx.summary.byKind.account;
      counts.read += 1;
      const first = ctx.seen.account.add(id);
      if (!first) counts.repeated += 1;
      accounts.push({ rec: { id, handle: p.rec.authorHandle!, stub: true }, first });
    }
    p.rec.authorId = id;
  }
}

async function writeAccounts(db: Database, ctx: BatchContext, accounts: PendingAccount[], changes: BatchChanges) {
  const full = accounts.filter((a) => !a.rec.stub);
  const stubs = accounts.filter((a) => a.rec.stub);
  const first = new Map(accounts.map((a) => [a.rec.id, a.first]));
  for (const chunk of chunks(full, 5000)) {
    const rows = await bulkUpsert(db, { table: "corpus_accounts", columns: ACCOUNT_COLUMNS, rows: chunk.map((a) => ctx.accountRow(a.rec)), conflict: "id", update: ACCOUNT_UPDATE, key: "id" });
    count(ctx, "account", rows, first);
    changes.accounts.push(...rows.map((r) => r.key));
  }
  // Stubs that already existed are left as they are: neither inserted nor updated.
  for (const chunk of chunks(stubs, 1000)) {
    const rows = await bulkUpsert(db, { table: "corpus_accounts", columns: ACCOUNT_COLUMNS, rows: chunk.map((a) => ctx.accountRow(a.rec)), conflict: "id", key: "id" });
    count(ctx, "account", rows, first);
    changes.accounts.push(...rows.filter((r) => r.inserted).map((r) => r.key));
  }
}

async function writePosts(db: Database, ctx: BatchContext, posts: Pending<PostRecord>[], changes: BatchChanges) {
  const first = new Map(posts.map((p) => [p.rec.id, p.first]));
  for (const chunk of chunks(posts, 5000)) {
    const rows = chunk.map((p) => {
      const row = p.row ?? ctx.postRow(p.rec).row;
      row[1] = p.rec.authorId; // resolved at write time for posts that named their author by handle
      return row;
    });
    if (await contentRewritten(db, rows)) changes.rebuild = true;
    const written = await bulkUpsert(db, { table: "corpus_posts", columns: POST_COLUMNS, rows, conflict: "id", update: POST_UPDATE, key: "id" });
    count(ctx, "post", written, first);
    for (const w of written) (w.inserted ? changes.posts : changes.seenPosts).push(w.key);
    // A post written before gets its entities anew; a new post has none yet.
    const rewritten = written.filter((w) => !w.inserted).map((w) => w.key);
    if (rewritten.length) await db.execute(sql`delete from corpus_post_entities where post_id = any(${sql.param(rewritten)}::text[])`);
    const entityRows = chunk.flatMap((p) => p.entities ?? ctx.postRow(p.rec).entities);
    for (const part of chunks(entityRows, 50000)) {
      await bulkUpsert(db, { table: "corpus_post_entities", columns: ENTITY_COLUMNS, rows: part, conflict: "post_id, kind, position", fresh: true });
    }
  }
}

async function writeSimple<T>(db: Database, ctx: BatchContext, kind: RecordKind, items: Pending<T>[], table: string, columns: BulkColumn[], conflict: string, update: string, keyExpr: string, toRow: (t: T) => unknown[]) {
  const written: { key: string; inserted: boolean }[] = [];
  if (!items.length) return written;
  const keyOf = (t: T) => (kind === "follow" ? `${(t as FollowRecord).followerId}>${(t as FollowRecord).followeeId}` : `${(t as CountBucketRecord).query}|${(t as CountBucketRecord).granularity}|${(t as CountBucketRecord).start.toISOString()}`);
  const first = new Map(items.map((i) => [keyOf(i.rec), i.first]));
  for (const chunk of chunks(items, 10000)) {
    const rows = await bulkUpsert(db, { table, columns, rows: chunk.map((i) => toRow(i.rec)), conflict, update, key: keyExpr });
    count(ctx, kind, rows, first);
    written.push(...rows);
  }
  return written;
}

/** Counts a record as inserted or updated once per import: only its id's first record counts. */
function count(ctx: BatchContext, kind: RecordKind, rows: { key: string; inserted: boolean }[], first: Map<string, boolean>) {
  const c = ctx.summary.byKind[kind];
  for (const r of rows) {
    if (!first.get(r.key)) continue;
    if (r.inserted) c.inserted += 1;
    else c.updated += 1;
  }
}

async function applyDeletes(db: Database, ctx: BatchContext, ids: string[]) {
  const p = sql.param(ids);
  const posts = await queryRows(db, sql`delete from corpus_posts where id = any(${p}::text[]) returning id`);
  await db.execute(sql`delete from corpus_post_entities where post_id = any(${p}::text[])`);
  await db.execute(sql`delete from corpus_engagements where post_id = any(${p}::text[]) or account_id = any(${p}::text[])`);
  const accounts = await queryRows(db, sql`delete from corpus_accounts where id = any(${p}::text[]) returning id`);
  await db.execute(sql`delete from corpus_follows where follower_id = any(${p}::text[]) or followee_id = any(${p}::text[])`);
  ctx.summary.deleted += posts.length + accounts.length;
}

/**
 * Post columns the derived tables are built from (besides counts): a post rewritten with others
 * changed needs a full rebuild. Its sentiment label too: the daily word counts per label
 * (corpus_term_days) cannot take a post off its old label (an import of unchanged text labels it alike).
 */
const CONTENT = ["author_id", "text", "lang", "replied_to_id", "quoted_id", "reposted_id", "sentiment_label"];
const column = (name: string) => POST_COLUMNS.findIndex((c) => c.name === name);
const CONTENT_AT = CONTENT.map(column);
const CREATED_AT = column("created_at");

/** Whether any of these post rows exists already with other content (a new post costs one index probe). */
async function contentRewritten(db: Database, rows: unknown[][]): Promise<boolean> {
  const stored = await queryRows<Record<string, string | null> & { ms: number | string | null }>(
    db,
    sql`select id, ${sql.raw(CONTENT.join(", "))}, (extract(epoch from created_at) * 1000)::float8 as ms from corpus_posts where id = any(${sql.param(rows.map((r) => String(r[0])))}::text[])`,
  );
  if (!stored.length) return false;
  const byId = new Map(rows.map((r) => [String(r[0]), r]));
  const text = (v: unknown) => (v === undefined || v === null ? null : String(v));
  return stored.some((s) => {
    const row = byId.get(String(s.id))!;
    const created = row[CREATED_AT] == null ? null : new Date(row[CREATED_AT] as Date | string).getTime();
    return (s.ms === null ? null : Number(s.ms)) !== created || CONTENT.some((c, i) => text(s[c]) !== text(row[CONTENT_AT[i]]));
  });
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
