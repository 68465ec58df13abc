import "server-only";
import type { Database } from "@/lib/server/db/client";
import { enrichAccount, enrichPost, type AccountEnrichment, type PostEnrichment } from "@/lib/domain/enrichment/enrich";
import { writeBatch, type Batch, type Pending, type PendingAccount } from "./batch-write";
import { accountRow, postRow } from "./corpus-rows";
import { EnrichPool } from "./enrich-pool";
import { IdSet } from "./id-set";
import { interestTaxonomy } from "./interest-taxonomy";
import { baseSentimentModel } from "@/lib/server/sentiment/base-model";
import type { AccountRecord, CorpusRecord, CountBucketRecord, FollowRecord, PostRecord } from "./records";
import { emptySummary, type ImportSummary, type RecordKind } from "./summary";

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
  private accounts = new Map<string, PendingAccount>();
  private follows = new Map<string, Pending<FollowRecord>>();
  private counts = new Map<string, Pending<CountBucketRecord>>();
  private deletes = new Set<string>();
  private seen: Record<RecordKind, IdSet> = { post: new IdSet(), account: new IdSet(), follow: new IdSet(), count: new IdSet() };
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
    const first = this.seen[kind].add(key);
    if (!first) counts.repeated += 1;
    const pending = map.get(key);
    const stub = (rec as { stub?: boolean }).stub;
    // A stub (known only by handle) never replaces a full record.
    if (pending && stub) return;
    map.set(key, this.prepare(kind, { rec, first: pending ? pending.first : first }));
  }

  /** Posts and full profiles waiting to be sent to the enrichment workers. */
  private chunk: { posts: Pending<PostRecord>[]; accounts: PendingAccount[] } = { posts: [], accounts: [] };
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
      if (!this.failure) await this.write({ posts, accounts, follows, counts, deletes });
    })()
      .catch((e) => {
        this.failure ??= e;
      })
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Enrich a chunk in the worker threads: the posts' rows, and the profiles into the cache. */
  private async enrichInPool(pool: EnrichPool, posts: Pending<PostRecord>[], accounts: PendingAccount[]): Promise<void> {
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

  private async write(batch: Batch): Promise<void> {
    await writeBatch(this.db, batch, {
      summary: this.summary,
      seen: this.seen,
      accountRow: (a) => accountRow(a, this.profile(a), this.options.origin),
      postRow: (p) => this.postRow(p),
    });
    this.options.onFlush?.(this.summary);
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

  private postRow(p: PostRecord, given?: PostEnrichment): { row: unknown[]; entities: unknown[][] } {
    return postRow(p, given ?? enrichPost(p.text, p.lang, p.entities, baseSentimentModel().model), this.options.origin);
  }
}

/** Records per message to the enrichment workers: small enough that a batch's last ones come back soon after it is full. */
const ENRICH_CHUNK = 250;

const profileKey = (a: AccountRecord) => `${a.name ?? ""}\u0001${a.bio ?? ""}\u0001${a.location ?? ""}`;
