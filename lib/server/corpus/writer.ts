import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { enrichAccount, enrichPost, type AccountEnrichment, type PostEnrichment } from "@/lib/domain/enrichment/enrich";
import { bulkUpsert, type BulkColumn } from "./bulk-upsert";
import { ACCOUNT_COLUMNS, ACCOUNT_UPDATE, COUNT_COLUMNS, ENTITY_COLUMNS, FOLLOW_COLUMNS, POST_COLUMNS, POST_UPDATE, accountRow, postRow } from "./corpus-rows";
import { bumpCorpusVersion } from "./corpus-version";
import { BatchChanges, logChanges } from "./change-log";
import { EnrichPool } from "./enrich-pool";
import { queryRows } from "./query-rows";
import { interestTaxonomy } from "./interest-taxonomy";
import { baseSentimentModel } from "@/lib/server/sentiment/base-model";
import type { AccountRecord, CorpusRecord, CountBucketRecord, FollowRecord, PostRecord } from "./records";
import { emptySummary, type ImportSummary, type RecordKind } from "./summary";

interface Pending<T> {
  rec: T;
  first: boolean;
  /** A post's row, enriched when the record arrived or in its chunk (so enrichment overlaps the previous write). */
  row?: unknown[];
  entities?: unknown[][];
}

export interface WriterOptions {
  origin: string;
  batchSize?: number;
  /** Called after every committed batch. */
  onFlush?: (summary: ImportSummary) => void;
  /** Fixed clock for deterministic enrichment (age from birth year) and follow timestamps. */
  now?: Date;
  /** The caller guarantees unique ids (the generator): skip the repeat bookkeeping. */
  unique?: boolean;
  /** Worker threads for enrichment (0: enrich in this thread). Call close() when done. */
  enrichWorkers?: number;
}

/**
 * Buffers corpus records and writes them in batches, one transaction per batch: a crash loses at
 * most the open batch and never leaves half a batch. Upserts make a re-import update, not duplicate.
 */
export class CorpusWriter {
  readonly summary: ImportSummary;
  private posts = new Map<string, Pending<PostRecord>>();
  private accounts = new Map<string, Pending<AccountRecord & { stub?: boolean }>>();
  private follows = new Map<string, Pending<FollowRecord>>();
  private counts = new Map<string, Pending<CountBucketRecord>>();
  private deletes = new Set<string>();
  private seen: Record<RecordKind, Set<string>> = { post: new Set(), account: new Set(), follow: new Set(), count: new Set() };
  private batchSize: number;

  constructor(private db: Database, private options: WriterOptions, file = "", format = "") {
    this.summary = emptySummary(file, format);
    this.batchSize = options.batchSize ?? 2000;
    this.pool = options.enrichWorkers ? new EnrichPool(options.enrichWorkers, interestTaxonomy()?.interests ?? null) : null;
  }

  async add(record: CorpusRecord): Promise<void> {
    switch (record.type) {
      case "post":
        this.put("post", this.posts, record.post.id, record.post);
        break;
      case "account":
        this.put("account", this.accounts, record.account.id, { ...record.account, stub: record.stub });
        break;
      case "follow":
        this.put("follow", this.follows, `${record.follow.followerId}>${record.follow.followeeId}`, record.follow);
        break;
      case "count":
        this.put("count", this.counts, `${record.bucket.query}|${record.bucket.granularity}|${record.bucket.start.toISOString()}`, record.bucket);
        break;
      case "delete":
        this.deletes.add(record.id);
        break;
    }
    if (this.posts.size >= this.batchSize || this.accounts.size >= this.batchSize || this.follows.size >= this.batchSize * 10) await this.startFlush();
    else if (this.pending > 0 && ++this.sinceYield >= 25) {
      // Let the database's replies in while a batch is being written, so its statements go out
      // without waiting for this batch's parsing and enrichment to finish.
      this.sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Batches started and not yet committed. */
  private pending = 0;
  private sinceYield = 0;

  private put<T>(kind: RecordKind, map: Map<string, Pending<T>>, key: string, rec: T) {
    const counts = this.summary.byKind[kind];
    counts.read += 1;
    if (this.options.unique) {
      map.set(key, this.prepare(kind, { rec, first: true }));
      return;
    }
    const first = !this.seen[kind].has(key);
    if (first) this.seen[kind].add(key);
    else counts.repeated += 1;
    const pending = map.get(key);
    const stub = (rec as { stub?: boolean }).stub;
    // A stub (known only by handle) never replaces a full record.
    if (pending && stub) return;
    map.set(key, this.prepare(kind, { rec, first: pending ? pending.first : first }));
  }

  /** Posts and full profiles waiting to be sent to the enrichment workers. */
  private chunk: { posts: Pending<PostRecord>[]; accounts: Pending<AccountRecord & { stub?: boolean }>[] } = { posts: [], accounts: [] };
  /** Enrichment of the open batch's chunks in the workers. */
  private enriching: Promise<void>[] = [];

  /** Enrich a record as it arrives: here, or (with workers) in the next chunk sent to them. */
  private prepare<T>(kind: RecordKind, p: Pending<T>): Pending<T> {
    const full = kind === "post" || (kind === "account" && !(p.rec as { stub?: boolean }).stub);
    if (!full) return p;
    if (this.pool) {
      if (kind === "post") this.chunk.posts.push(p as Pending<PostRecord>);
      else this.chunk.accounts.push(p as Pending<AccountRecord>);
      if (this.chunk.posts.length + this.chunk.accounts.length >= ENRICH_CHUNK) this.sendChunk(this.pool);
    } else if (kind === "post") Object.assign(p, this.postRow(p.rec as PostRecord));
    else this.profile(p.rec as AccountRecord);
    return p;
  }

  /**
   * Send the waiting records to the workers, so that they enrich while this thread parses on and
   * a batch is ready to write soon after its last record. Until the workers have started, this
   * thread enriches the records itself (same functions, same results).
   */
  private sendChunk(pool: EnrichPool) {
    const { posts, accounts } = this.chunk;
    if (!posts.length && !accounts.length) return;
    this.chunk = { posts: [], accounts: [] };
    if (!pool.ready) {
      for (const p of posts) Object.assign(p, this.postRow(p.rec));
      for (const a of accounts) this.profile(a.rec);
      return;
    }
    const done = this.enrichInPool(pool, posts, accounts);
    done.catch(() => undefined); // reported through the batch's write
    this.enriching.push(done);
  }

  private inflight: Promise<void> = Promise.resolve();
  /** The write before the one in flight: a new batch waits for it, so at most two are pending. */
  private throttle: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private pool: EnrichPool | null;

  /** Write everything buffered and wait until it is committed. */
  async flush(): Promise<void> {
    await this.startFlush();
    await this.inflight;
    if (this.failure) throw this.failure;
  }

  /** Stop the enrichment workers, if any. */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }

  /**
   * Start writing the buffered batch without waiting for it: the caller goes on parsing the next
   * batch meanwhile. Without workers the batch is already enriched and one batch is in flight; with
   * workers the batch is enriched in them while the previous one is written (two in flight).
   */
  private async startFlush(): Promise<void> {
    await (this.pool ? this.throttle : this.inflight);
    if (this.failure) throw this.failure;
    if (!this.posts.size && !this.accounts.size && !this.follows.size && !this.counts.size && !this.deletes.size) return;
    const posts = [...this.posts.values()];
    const accounts = [...this.accounts.values()];
    const follows = [...this.follows.values()];
    const counts = [...this.counts.values()];
    const deletes = [...this.deletes];
    this.posts = new Map();
    this.accounts = new Map();
    this.follows = new Map();
    this.counts = new Map();
    this.deletes = new Set();
    if (this.pool) this.sendChunk(this.pool);
    const enriched = this.enriching.length ? Promise.all(this.enriching) : null;
    this.enriching = [];
    enriched?.catch(() => undefined); // reported through the write below
    const previous = this.inflight;
    this.throttle = previous;
    this.pending += 1;
    this.inflight = (async () => {
      await previous;
      if (enriched) await enriched;
      if (!this.failure) await this.write(posts, accounts, follows, counts, deletes);
    })()
      .catch((e) => {
        this.failure ??= e;
      })
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Enrich a chunk in the worker threads: the posts' rows, and the profiles into the cache. */
  private async enrichInPool(pool: EnrichPool, posts: Pending<PostRecord>[], accounts: Pending<AccountRecord & { stub?: boolean }>[]): Promise<void> {
    const full = accounts.filter((a) => !a.rec.stub);
    const profiles = new Map<string, { name: string; bio: string; location: string }>();
    for (const a of full) {
      const key = profileKey(a.rec);
      if (!this.profileCache.has(key) && !profiles.has(key)) profiles.set(key, { name: a.rec.name ?? "", bio: a.rec.bio ?? "", location: a.rec.location ?? "" });
    }
    const keys = [...profiles.keys()];
    // Entities X gave stay here: the workers find only what is missing (emoji, or all when none were given).
    const e = await pool.enrich(posts.map((p) => ({ text: p.rec.text, lang: p.rec.lang, hasEntities: p.rec.entities !== undefined })), [...profiles.values()], this.options.now);
    keys.forEach((k, i) => this.rememberProfile(k, e.accounts[i]));
    posts.forEach((p, i) => {
      const found = e.posts[i];
      if (p.rec.entities) found.entities = [...p.rec.entities, ...found.entities];
      Object.assign(p, this.postRow(p.rec, found));
    });
  }

  private async write(
    posts: Pending<PostRecord>[],
    accounts: Pending<AccountRecord & { stub?: boolean }>[],
    follows: Pending<FollowRecord>[],
    counts: Pending<CountBucketRecord>[],
    deletes: string[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const changes = new BatchChanges();
      await this.resolveAuthors(tx as unknown as Database, posts, accounts);
      await this.writeAccounts(tx as unknown as Database, accounts, changes);
      await this.writePosts(tx as unknown as Database, posts, changes);
      await this.updateAuthorCounts(tx as unknown as Database, posts, changes);
      const followRows = await this.writeSimple(tx as unknown as Database, "follow", follows, "corpus_follows", FOLLOW_COLUMNS, "follower_id, followee_id",
        `first_seen_at = least(corpus_follows.first_seen_at, excluded.first_seen_at), last_seen_at = greatest(corpus_follows.last_seen_at, excluded.last_seen_at)`,
        "follower_id || '>' || followee_id", (f) => [f.followerId, f.followeeId, f.seenAt, f.seenAt]);
      await this.writeSimple(tx as unknown as Database, "count", counts, "corpus_count_buckets", COUNT_COLUMNS, "query, granularity, start",
        `"end" = excluded."end", post_count = excluded.post_count`, `query || '|' || granularity || '|' || to_char(start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        (b) => [b.query, b.granularity, b.start, b.end, b.postCount]);
      for (const r of followRows) {
        const [follower, followee] = r.key.split(">");
        (r.inserted ? changes.follows : changes.seenFollows).push([follower, followee]);
      }
      if (deletes.length) {
        await this.applyDeletes(tx as unknown as Database, deletes);
        changes.rebuild = true;
      }
      await logChanges(tx as unknown as Database, await bumpCorpusVersion(tx as unknown as Database), changes);
    });
    this.options.onFlush?.(this.summary);
  }

  /** Follower and following counts a file gave beside its posts: the latest row of each author wins. */
  private async updateAuthorCounts(db: Database, posts: Pending<PostRecord>[], changes: BatchChanges) {
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
  private async resolveAuthors(db: Database, posts: Pending<PostRecord>[], accounts: Pending<AccountRecord & { stub?: boolean }>[]) {
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
        const counts = this.summary.byKind.account;
        counts.read += 1;
        const first = !this.seen.account.has(id);
        if (first) this.seen.account.add(id);
        else counts.repeated += 1;
        accounts.push({ rec: { id, handle: p.rec.authorHandle!, stub: true }, first });
      }
      p.rec.authorId = id;
    }
  }

  /** Profiles repeat a lot (includes.users of every page): enrich each distinct one once. */
  private profileCache = new Map<string, AccountEnrichment>();

  private rememberProfile(key: string, e: AccountEnrichment) {
    if (this.profileCache.size >= 50_000) this.profileCache.clear();
    this.profileCache.set(key, e);
  }

  /** The profile's enrichment, from the cache or made here. */
  private profile(a: AccountRecord): AccountEnrichment {
    const key = profileKey(a);
    let e = this.profileCache.get(key);
    if (!e) this.rememberProfile(key, (e = enrichAccount({ name: a.name ?? "", bio: a.bio ?? "", location: a.location ?? "" }, interestTaxonomy()?.matcher, this.options.now)));
    return e;
  }

  /** The account's row, built at write time for the one record of an id a batch keeps. */
  private accountRow(a: AccountRecord): unknown[] {
    return accountRow(a, this.profile(a), this.options.origin);
  }

  private postRow(p: PostRecord, given?: PostEnrichment): { row: unknown[]; entities: unknown[][] } {
    return postRow(p, given ?? enrichPost(p.text, p.lang, p.entities, baseSentimentModel().model), this.options.origin);
  }

  private async writeAccounts(db: Database, accounts: Pending<AccountRecord & { stub?: boolean }>[], changes: BatchChanges) {
    const full = accounts.filter((a) => !a.rec.stub);
    const stubs = accounts.filter((a) => a.rec.stub);
    const first = new Map(accounts.map((a) => [a.rec.id, a.first]));
    for (const chunk of chunks(full, 5000)) {
      const rows = await bulkUpsert(db, { table: "corpus_accounts", columns: ACCOUNT_COLUMNS, rows: chunk.map((a) => this.accountRow(a.rec)), conflict: "id", update: ACCOUNT_UPDATE, key: "id" });
      this.count("account", rows, first);
      changes.accounts.push(...rows.map((r) => r.key));
    }
    // Stubs that already existed are left as they are: neither inserted nor updated.
    for (const chunk of chunks(stubs, 1000)) {
      const rows = await bulkUpsert(db, { table: "corpus_accounts", columns: ACCOUNT_COLUMNS, rows: chunk.map((a) => this.accountRow(a.rec)), conflict: "id", key: "id" });
      this.count("account", rows, first);
      changes.accounts.push(...rows.filter((r) => r.inserted).map((r) => r.key));
    }
  }

  private async writePosts(db: Database, posts: Pending<PostRecord>[], changes: BatchChanges) {
    const first = new Map(posts.map((p) => [p.rec.id, p.first]));
    for (const chunk of chunks(posts, 5000)) {
      const rows = chunk.map((p) => {
        const row = p.row ?? this.postRow(p.rec).row;
        row[1] = p.rec.authorId; // resolved at write time for posts that named their author by handle
        return row;
      });
      if (await contentRewritten(db, rows)) changes.rebuild = true;
      const written = await bulkUpsert(db, { table: "corpus_posts", columns: POST_COLUMNS, rows, conflict: "id", update: POST_UPDATE, key: "id" });
      this.count("post", written, first);
      for (const w of written) (w.inserted ? changes.posts : changes.seenPosts).push(w.key);
      // A post written before gets its entities anew; a new post has none yet.
      const rewritten = written.filter((w) => !w.inserted).map((w) => w.key);
      if (rewritten.length) await db.execute(sql`delete from corpus_post_entities where post_id = any(${sql.param(rewritten)}::text[])`);
      const entityRows = chunk.flatMap((p) => p.entities ?? this.postRow(p.rec).entities);
      for (const part of chunks(entityRows, 50000)) {
        await bulkUpsert(db, { table: "corpus_post_entities", columns: ENTITY_COLUMNS, rows: part, conflict: "post_id, kind, position", fresh: true });
      }
    }
  }

  private async writeSimple<T>(db: Database, kind: RecordKind, items: Pending<T>[], table: string, columns: BulkColumn[], conflict: string, update: string, keyExpr: string, toRow: (t: T) => unknown[]) {
    const written: { key: string; inserted: boolean }[] = [];
    if (!items.length) return written;
    const keyOf = (t: T) => (kind === "follow" ? `${(t as FollowRecord).followerId}>${(t as FollowRecord).followeeId}` : `${(t as CountBucketRecord).query}|${(t as CountBucketRecord).granularity}|${(t as CountBucketRecord).start.toISOString()}`);
    const first = new Map(items.map((i) => [keyOf(i.rec), i.first]));
    for (const chunk of chunks(items, 10000)) {
      const rows = await bulkUpsert(db, { table, columns, rows: chunk.map((i) => toRow(i.rec)), conflict, update, key: keyExpr });
      this.count(kind, rows, first);
      written.push(...rows);
    }
    return written;
  }

  private count(kind: RecordKind, rows: { key: string; inserted: boolean }[], first: Map<string, boolean>) {
    const c = this.summary.byKind[kind];
    for (const r of rows) {
      if (!first.get(r.key)) continue;
      if (r.inserted) c.inserted += 1;
      else c.updated += 1;
    }
  }

  private async applyDeletes(db: Database, ids: string[]) {
    const p = sql.param(ids);
    const posts = await queryRows(db, sql`delete from corpus_posts where id = any(${p}::text[]) returning id`);
    await db.execute(sql`delete from corpus_post_entities where post_id = any(${p}::text[])`);
    await db.execute(sql`delete from corpus_engagements where post_id = any(${p}::text[]) or account_id = any(${p}::text[])`);
    const accounts = await queryRows(db, sql`delete from corpus_accounts where id = any(${p}::text[]) returning id`);
    await db.execute(sql`delete from corpus_follows where follower_id = any(${p}::text[]) or followee_id = any(${p}::text[])`);
    this.summary.deleted += posts.length + accounts.length;
  }
}

/** Post columns the derived tables are built from (besides counts and sentiment): a post rewritten with others changed needs a full rebuild. */
const CONTENT = ["author_id", "text", "lang", "replied_to_id", "quoted_id", "reposted_id"];
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

/** Records per message to the enrichment workers: small enough that a batch's last ones come back soon after it is full. */
const ENRICH_CHUNK = 250;

const profileKey = (a: AccountRecord) => `${a.name ?? ""}\u0001${a.bio ?? ""}\u0001${a.location ?? ""}`;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
