import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { seedCorpus } from "@/lib/server/seed/seed-corpus";
import { demoCreatorNetwork } from "@/lib/domain/creators/demo-network";
import { freshDatabase } from "../../support/test-db";
import { corpusDigest, countRows, truncateCorpus } from "../../support/corpus";

const END = new Date("2026-01-01T00:00:00Z");
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => handle.close());

/** A digest of every generated row, to compare two runs. */
const digest = (db: Database) =>
  corpusDigest(db, [
    sql`(select string_agg(id || handle || name || bio || location || followers_count || coalesce(gender, '') || coalesce(country, ''), ',' order by id) from corpus_accounts)`,
    sql`(select string_agg(id || author_id || text || created_at::text || like_count || coalesce(sentiment_label, ''), ',' order by id) from corpus_posts)`,
    sql`(select string_agg(follower_id || followee_id || first_seen_at::text || last_seen_at::text, ',' order by follower_id, followee_id) from corpus_follows)`,
    sql`(select string_agg(post_id || account_id || kind, ',' order by post_id, account_id, kind) from corpus_engagements)`,
  ]);

describe("corpus generator", () => {
  it("gives the same corpus for the same seed and a different one for another seed", async () => {
    await truncateCorpus(handle.db);
    const a = await generateCorpus(handle.db, { accounts: 300, posts: 2000, seed: 5, end: END });
    const first = await digest(handle.db);
    await truncateCorpus(handle.db);
    const b = await generateCorpus(handle.db, { accounts: 300, posts: 2000, seed: 5, end: END });
    expect(await digest(handle.db)).toBe(first);
    expect({ ...b, seconds: 0 }).toEqual({ ...a, seconds: 0 });
    await truncateCorpus(handle.db);
    await generateCorpus(handle.db, { accounts: 300, posts: 2000, seed: 6, end: END });
    expect(await digest(handle.db)).not.toBe(first);
  }, 300_000);

  it("makes a network with the shapes analyses need", async () => {
    await truncateCorpus(handle.db);
    const r = await generateCorpus(handle.db, { accounts: 400, posts: 4000, seed: 9, end: END, days: 30 });
    expect(await countRows(handle.db, "corpus_accounts")).toBe(400);
    expect(await countRows(handle.db, "corpus_posts")).toBe(4000);
    expect(await countRows(handle.db, "corpus_follows")).toBe(r.follows);
    expect(r.follows).toBeGreaterThan(400 * 20);
    const [stats] = await queryRows<Record<string, number>>(
      handle.db,
      sql`select
        (select count(distinct lang)::int from corpus_posts) as langs,
        (select count(*)::int from corpus_posts where lang = 'ja') as japanese,
        (select count(distinct sentiment_label)::int from corpus_posts) as sentiments,
        (select count(distinct country)::int from corpus_accounts) as countries,
        (select count(distinct job_category)::int from corpus_accounts) as jobs,
        (select count(*)::int from corpus_accounts where gender = 'company') as companies,
        (select max(followers_count)::int from corpus_accounts) as top_followers,
        (select percentile_cont(0.5) within group (order by followers_count) from corpus_accounts)::int as median_followers,
        (select count(*)::int from corpus_posts where created_at < ${END.toISOString()}::timestamptz - interval '30 days' or created_at >= ${END.toISOString()}::timestamptz) as outside,
        (select count(*)::int from corpus_follows where last_seen_at < first_seen_at) as bad_follows,
        (select count(*)::int from corpus_follows where last_seen_at < ${END.toISOString()}::timestamptz) as unfollows,
        (select count(*)::int from corpus_post_entities where kind = 'hashtag') as hashtags,
        (select count(*)::int from corpus_posts where reposted_id is not null) as reposts,
        (select count(*)::int from corpus_follower_snapshots) as snapshots`,
    );
    expect(stats.langs).toBeGreaterThanOrEqual(5);
    expect(stats.japanese).toBeGreaterThan(100);
    expect(stats.sentiments).toBe(3);
    expect(stats.countries).toBeGreaterThanOrEqual(10);
    expect(stats.jobs).toBeGreaterThanOrEqual(8);
    expect(stats.companies).toBeGreaterThan(0);
    expect(stats.top_followers).toBeGreaterThan(stats.median_followers * 5);
    expect(stats.outside).toBe(0);
    expect(stats.bad_follows).toBe(0);
    expect(stats.unfollows).toBeGreaterThan(0);
    expect(stats.hashtags).toBeGreaterThan(1000);
    expect(stats.reposts).toBeGreaterThan(0);
    expect(stats.snapshots).toBe(400 * 30);
  });

  it("seeds the demo corpus once", async () => {
    await truncateCorpus(handle.db);
    await seedCorpus(handle.db, END);
    const accounts = await countRows(handle.db, "corpus_accounts");
    const posts = await countRows(handle.db, "corpus_posts");
    // The generated corpus, plus the Deep Thought demo creator's network (the creator and its people).
    const creator = demoCreatorNetwork({ end: END });
    expect(accounts).toBe(3000 + 1 + creator.people.length);
    expect(posts).toBe(30000 + creator.posts.length);
    await seedCorpus(handle.db, END);
    expect(await countRows(handle.db, "corpus_posts")).toBe(posts);
  }, 300_000);
});
