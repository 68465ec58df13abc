import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { packedIds, unpackIds } from "@/lib/server/corpus/packed-ids";
import { ensureDerived } from "@/lib/server/corpus/derived/refresh-derived";
import type { XDataSource, XUser } from "@/lib/server/x/data-source";
import { AppError } from "@/lib/server/http/app-error";
import type { AnalysisQuery } from "@/lib/schemas/analysis";
import { conversationSearch, postIdsFromUrls } from "./query";
import { conversationMatches, type ConversationFacts } from "./conversation-matches";
import { keywordAuthors } from "./keyword-authors";

export interface Audience {
  /** Accounts in the whole audience. */
  population: number;
  /** The analysed accounts: all of them, or a uniform seeded sample of `cap`. */
  ids: string[];
  subject: XUser | null;
  /** For conversation and post queries: the posts analysed (sampled the same way) and how many matched. */
  posts: { population: number; ids: string[] } | null;
  window: { start: Date; end: Date } | null;
  /** Conversation queries: exact figures over every matching post in the window, from the one search. */
  conversation: ConversationFacts | null;
  /** Handle queries whose audience was sampled ahead: the subject's new followers per day (UTC). */
  growth?: { day: string; count: number }[];
}

export interface AudienceOptions {
  cap: number;
  seed: number;
  now: Date;
  /** A conversation's post sample size (the sections read no more of it than the detail cap); `cap` when not given. */
  postCap?: number;
}

/** Uniform seeded sample of the ids a subquery yields (`id` column), plus the population size. */
async function sampleIds(db: Database, subquery: SQL, cap: number, seed: number): Promise<{ population: number; ids: string[] }> {
  const [r] = await queryRows<{ n: number; ids: string }>(
    db,
    // hashtext (PostgreSQL's own string hash) ranks ids several times faster than md5, uniformly enough for sampling.
    sql`with s as (${subquery}) select (select count(*)::int from s) as n,
        ${packedIds(sql`id`, sql`from s order by hashtext(${String(seed)} || ':' || id), id limit ${cap}`)} as ids`,
  );
  return { population: r.n, ids: unpackIds(r.ids) };
}

/**
 * A one-word keyword audience from the word's derived rows, keyed in sampling order for its seed:
 * the sample is the first `cap` of them merged with the bio matches they lack, so the cost stays
 * flat however many accounts used the word. Null when the rows are for another seed (or nobody
 * used the word).
 */
async function storedWordSample(db: Database, lexeme: string, bioMatches: SQL | null, o: AudienceOptions) {
  const seed = String(o.seed);
  const [row] = await queryRows<{ n: number; ids: string }>(
    db,
    sql`with w as (select rank, author_id from corpus_word_authors where word = ${lexeme} and seed = ${o.seed}),
        b as (${bioMatches
          ? sql`select id from (${bioMatches}) x where not exists (select 1 from corpus_word_authors a
                  where a.word = ${lexeme} and a.rank = hashtext(${seed} || ':' || x.id) and a.author_id = x.id)`
          : sql`select null::text as id where false`}),
        head as ((select author_id as id from w order by rank, author_id limit ${o.cap}) union all select id from b)
        select (select count(*)::int from w) + (select count(*)::int from b) as n,
               ${packedIds(sql`id`, sql`from head order by hashtext(${seed} || ':' || id), id limit ${o.cap}`)} as ids
        where exists (select 1 from w)`,
  );
  return row ? { population: Number(row.n), ids: unpackIds(row.ids) } : null;
}

/** With the live source, fetch what the query needs first: it lands in the corpus the analysis reads. */
async function fetchLive(source: XDataSource, q: AnalysisQuery, cap: number, window: { start: Date; end: Date } | null) {
  if (source.kind !== "live") return;
  if (q.type === "handle") {
    const user = await source.userByHandle(q.handle);
    await source.followers(user.id, { limit: cap, pageSize: 1000 }).all();
  } else if (q.type === "keyword") {
    await source.searchRecent(q.query, { limit: cap }).all();
  } else if (q.type === "conversation") {
    await source.searchRecent(conversationSearch(q.query), { limit: cap, start: window?.start, end: window?.end }).all();
  } else {
    for (const id of postIdsFromUrls(q.urls)) {
      await source.likingUsers(id, { limit: cap }).all();
      await source.reposters(id, { limit: cap }).all();
      await source.quotes(id, { limit: cap }).all();
    }
  }
}

function words(text: string): string {
  return text.replace(/[^\p{L}\p{N}\s]/gu, " ").trim();
}

/** The audience of an analysis query, resolved over the data source and sampled in SQL. */
export async function resolveAudience(db: Database, source: XDataSource, q: AnalysisQuery, o: AudienceOptions): Promise<Audience> {
  const window = q.type === "conversation" ? conversationWindow(q, o.now) : null;
  await fetchLive(source, q, o.cap, window);
  // Audiences and sections read the derived tables: rebuilt first if an import or live fetch moved the corpus on.
  await ensureDerived(db);
  if (q.type === "handle") {
    const subject = await source.userByHandle(q.handle.replace(/^@/, ""));
    // An audience of STORED_SAMPLE_MIN_FOLLOWERS or more was sampled when the derived tables were built (same order, same cap).
    const [stored] = await queryRows<{ ids: string; n: number; days: string[]; counts: number[] }>(
      db,
      sql`select ${packedIds(sql`x`, sql`from unnest(s.follower_ids) with ordinality u(x, n) order by n`)} as ids, d.followers_in_corpus as n, s.follow_days as days, s.follow_day_counts as counts
          from corpus_audience_samples s join corpus_account_digests d on d.account_id = s.account_id
          where s.account_id = ${subject.id} and s.seed = ${o.seed} and s.cap = ${o.cap}`,
    );
    if (stored) {
      const growth = stored.days.map((day, i) => ({ day, count: stored.counts[i] }));
      return { population: stored.n, ids: unpackIds(stored.ids), subject, posts: null, window: null, conversation: null, growth };
    }
    const s = await sampleIds(db, sql`select follower_id as id from corpus_follows where followee_id = ${subject.id}`, o.cap, o.seed);
    return { ...s, subject, posts: null, window: null, conversation: null };
  }
  if (q.type === "keyword") {
    const bio = words(q.query.replace(/\bOR\b/g, " "));
    const bioMatches = bio ? sql`select a.id from corpus_accounts a where to_tsvector('simple', a.bio) @@ plainto_tsquery('simple', ${bio})` : null;
    const { authors, lexeme } = await keywordAuthors(db, q.query);
    const stored = lexeme === null ? null : await storedWordSample(db, lexeme, bioMatches, o);
    const s = stored ?? (await sampleIds(db, sql`${authors} ${bioMatches ? sql`union ${bioMatches}` : sql``}`, o.cap, o.seed));
    return { ...s, subject: null, posts: null, window: null, conversation: null };
  }
  if (q.type === "conversation") {
    const countries = (q.countries ?? []).filter((c) => c.toLowerCase() !== "global");
    // The search runs once; both samples and every conversation section's figures come from it.
    const m = await conversationMatches(db, q.query, window!, { countries, cap: o.cap, postCap: o.postCap, seed: o.seed });
    return { ...m.authors, subject: null, posts: m.posts, window: window!, conversation: m.facts };
  }
  const postIds = postIdsFromUrls(q.urls);
  if (!postIds.length) throw new AppError("bad_request", "Give one or more post URLs separated by commas.");
  const ids = sql`${sql.param(postIds)}::text[]`;
  const s = await sampleIds(
    db,
    sql`select account_id as id from corpus_engagements where post_id = any(${ids})
        union select author_id from corpus_posts where (reposted_id = any(${ids}) or quoted_id = any(${ids}) or replied_to_id = any(${ids})) and author_id is not null`,
    o.cap,
    o.seed,
  );
  const found = await queryRows<{ id: string }>(db, sql`select id from corpus_posts where id = any(${ids})`);
  return { ...s, subject: null, posts: { population: found.length, ids: found.map((r) => r.id) }, window: null, conversation: null };
}

/** X's launch day: no post is older, so a window's start is cut to it. */
const FIRST_POST_ON_X = Date.UTC(2006, 2, 21);

/**
 * A conversation's window, cut to the span posts can exist in (X's launch to now): a window that runs
 * into the future would otherwise cost series points, and memory, for days that cannot have posts.
 */
export function conversationWindow(q: { start?: string; end?: string }, now: Date) {
  const asked = {
    start: q.start ? new Date(q.start) : new Date(now.getTime() - 30 * 86_400_000),
    end: q.end ? new Date(q.end) : new Date(now.getTime() - 5 * 60_000),
  };
  if (!(asked.end > asked.start)) throw new AppError("bad_request", "The end of the window must be after its start.");
  if (asked.start >= now) throw new AppError("bad_request", "The window must start before now.");
  const start = new Date(Math.max(asked.start.getTime(), FIRST_POST_ON_X));
  const end = new Date(Math.min(asked.end.getTime(), now.getTime()));
  if (!(end > start)) throw new AppError("bad_request", "The window must end after X's launch on 21 March 2006.");
  return { start, end };
}
