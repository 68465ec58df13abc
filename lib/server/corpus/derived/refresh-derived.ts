import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { corpusVersion } from "../corpus-version";
import { config } from "@/lib/server/config";
import { buildAccountIndexTables } from "./account-index-tables";
import { queryRows } from "../query-rows";
import { postWords } from "./post-words";
import { TERM_DAYS_MIN_POSTS, buildTermDays } from "./term-days";
import { buildEngagedPosts } from "./engaged-posts";
import { changesCover, forgetChanges } from "../change-log";
import { refreshIncrementally } from "./incremental/refresh-incremental";
import { DEMAND, audienceSamples, digests, entityPosts, keywordUse, wordAuthors } from "./derived-sql";

type Executor = Pick<Database, "execute">;

/** The layout of the derived tables this code builds; a database built with another is rebuilt. */
export const DERIVED_FORMAT = 13;

/**
 * Rebuild the analysis engine's derived tables from the corpus (set-based, one transaction) and
 * stamp them with the corpus version they reflect. Returns that version. Large audiences are
 * sampled ahead with the configured seed and cap unless others are given; terms used by at least
 * `termMinPosts` posts get their posts per day. `onStep` hears each step as it starts (it must not
 * wait on the database: the rebuild holds a transaction, and PGlite has one connection).
 */
export async function refreshDerived(
  db: Database,
  sample?: { seed: number; cap: number },
  termMinPosts = TERM_DAYS_MIN_POSTS,
  onStep: StepListener = () => undefined,
  force = false,
): Promise<RefreshResult> {
  const result = await rebuild(db, sample, termMinPosts, onStep, force);
  if (result.seconds) for (const listener of listeners) listener(db);
  return result;
}

type RefreshListener = (db: Database) => void;
export type StepListener = (done: number, total: number, step: string) => void;
const listeners: RefreshListener[] = [];

/** Runs `listener` after each rebuild of the derived tables (to reload what is kept in memory from them). */
export function onDerivedRefreshed(listener: RefreshListener): void {
  listeners.push(listener);
}

export type RefreshResult = { version: number; seconds: number; mode: "none" | "full" | "incremental" };

async function rebuild(db: Database, sample: { seed: number; cap: number } | undefined, termMinPosts: number, onStep: StepListener, force: boolean): Promise<RefreshResult> {
  const started = performance.now();
  const { seed, cap } = sample ?? { seed: config().ANALYSIS_SAMPLE_SEED, cap: config().ANALYSIS_SAMPLE_CAP };
  const steps: [string, (tx: Executor) => Promise<unknown>][] = [
    ["keyword use", (tx) => tx.execute(keywordUse())],
    ["keyword demand", (tx) => tx.execute(DEMAND)],
    ["account digests", (tx) => tx.execute(digests())],
    ["account index", (tx) => buildAccountIndexTables(tx)],
    ["entity posts", (tx) => tx.execute(entityPosts())],
    ["post words", async (tx) => (await tx.execute(postWords()), tx.execute(sql`analyze derived_post_words`))],
    ["word authors", (tx) => tx.execute(wordAuthors(seed))],
    ["term days", (tx) => buildTermDays(tx, termMinPosts)],
    ["audience samples", (tx) => tx.execute(audienceSamples(seed, cap))],
    ["engaged posts", (tx) => buildEngagedPosts(tx, seed)],
  ];
  return db.transaction(async (tx) => {
    // One rebuild at a time; a second caller waits, then finds the tables fresh.
    await tx.execute(sql`select pg_advisory_xact_lock(7368501)`);
    const version = await corpusVersion(tx);
    const state = await derivedState(tx);
    if (!force && state?.version === version) return { version, seconds: 0, mode: "none" as const };
    // The follow lists and about ten words per post: room to aggregate them in memory rather than spill to disk.
    await tx.execute(sql`set local work_mem = '256MB'`);
    const [{ latest }] = await queryRows<{ latest: string | null }>(tx, sql`select max(created_at)::text as latest from corpus_posts`);
    const sameSettings = state && state.seed === seed && state.cap === cap && state.termMinPosts === termMinPosts;
    const incremental = !force && sameSettings && (await changesCover(tx, state.version, version));
    if (incremental) {
      await refreshIncrementally(tx, { from: state.version, to: version, seed, cap, termMinPosts, latestMoved: latest !== state.latest }, onStep);
    } else {
      await tx.execute(sql`truncate corpus_account_digests, corpus_keyword_demand, corpus_entity_posts, corpus_audience_samples, corpus_account_facts, corpus_account_followees, corpus_terms, corpus_account_terms, corpus_word_authors, corpus_term_days, corpus_term_totals, corpus_engaged_posts, corpus_engaged_terms, corpus_account_engaged`);
      for (const [i, [name, step]] of steps.entries()) {
        onStep(i, steps.length, name);
        await step(tx);
      }
      onStep(steps.length, steps.length, "done");
    }
    await forgetChanges(tx, version);
    const seconds = (performance.now() - started) / 1000;
    const mode = incremental ? ("incremental" as const) : ("full" as const);
    await tx.execute(sql`insert into corpus_derived_state (id, corpus_version, format, accounts, seconds, sample_seed, sample_cap, term_min_posts, latest_post_at, mode, refreshed_at)
      values (1, ${version}, ${DERIVED_FORMAT}, (select count(*)::int from corpus_accounts), ${seconds}, ${seed}, ${cap}, ${termMinPosts}, ${latest}::timestamptz, ${mode}, now())
      on conflict (id) do update set corpus_version = excluded.corpus_version, format = excluded.format, accounts = excluded.accounts, seconds = excluded.seconds,
        sample_seed = excluded.sample_seed, sample_cap = excluded.sample_cap, term_min_posts = excluded.term_min_posts, latest_post_at = excluded.latest_post_at,
        mode = excluded.mode, refreshed_at = now()`);
    return { version, seconds, mode };
  });
}

type DerivedState = { version: number; seed: number | null; cap: number | null; termMinPosts: number | null; latest: string | null };

/** What the derived tables reflect and how they were built, when built in this code's format. */
async function derivedState(db: Executor): Promise<DerivedState | null> {
  const [r] = await queryRows<{ v: number | string; seed: number | null; cap: number | null; min: number | null; latest: string | null }>(
    db,
    sql`select corpus_version as v, sample_seed as seed, sample_cap as cap, term_min_posts as min, latest_post_at::text as latest
        from corpus_derived_state where id = 1 and format = ${DERIVED_FORMAT}`,
  );
  return r ? { version: Number(r.v), seed: r.seed, cap: r.cap, termMinPosts: r.min, latest: r.latest } : null;
}

/** The corpus version the derived tables reflect, when they were built in this code's format. */
async function derivedVersion(db: Executor): Promise<number | null> {
  const r = await queryRows<{ v: number | string }>(db, sql`select corpus_version as v from corpus_derived_state where id = 1 and format = ${DERIVED_FORMAT}`);
  return r.length ? Number(r[0].v) : null;
}

/** The derived tables, rebuilt first if the corpus changed since they were built. */
export async function ensureDerived(db: Database, version?: number): Promise<void> {
  const current = version ?? (await corpusVersion(db));
  if ((await derivedVersion(db)) !== current) await refreshDerived(db);
}
