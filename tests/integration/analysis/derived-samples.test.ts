import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { STORED_SAMPLE_MIN_FOLLOWERS } from "@/lib/server/corpus/derived/derived-sql";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { analysisQuerySchema } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";

let handle: DatabaseHandle;
const brand = analysisQuerySchema.parse({ type: "handle", handle: "brand" });
const run = (o: { cap: number; seed: number; detailCap?: number }) => runAnalysis(handle.db, new LocalDataSource(handle.db), brand, { ...o, fresh: true });

beforeAll(async () => {
  handle = await freshDatabase();
  await seedAnalysisCorpus(handle.db);
  // Build the derived tables with a cap of 2: @brand's 4 followers are sampled ahead.
  await handle.db.execute(sql`delete from corpus_derived_state`);
  await refreshDerived(handle.db, { seed: 5, cap: 2 });
});

describe("audiences sampled when the derived tables are built", () => {
  it("keep the accounts above the cap only, with their new followers per day", async () => {
    const stored = await queryRows<{ account_id: string; follower_ids: string[]; follow_days: string[]; follow_day_counts: number[] }>(
      handle.db,
      sql`select account_id, follower_ids, follow_days, follow_day_counts from corpus_audience_samples order by account_id`,
    );
    // @brand and @rival (4 followers each) and @celeb (3) are above the cap; the followers (1 each) are not.
    expect(stored.map((s) => [s.account_id, s.follower_ids.length, s.follow_day_counts.reduce((a, b) => a + b, 0)])).toEqual([["100", 2, 4], ["200", 2, 4], ["300", 2, 3]]);
    expect(stored[0]).toMatchObject({ follow_days: ["2026-03-01", "2026-03-02"], follow_day_counts: [2, 2] });
  });

  it("give the same report as sampling at analysis time", async () => {
    const ahead = await run({ cap: 2, seed: 5 });
    expect(ahead.audience).toEqual({ population: 4, sampled: 2, is_sample: true, posts_matched: null });
    await handle.db.execute(sql`truncate corpus_audience_samples`);
    const now = await run({ cap: 2, seed: 5 });
    expect(JSON.parse(JSON.stringify(ahead))).toEqual(JSON.parse(JSON.stringify(now)));
  });

  it("are not used for another seed", async () => {
    await handle.db.execute(sql`delete from corpus_derived_state`);
    await refreshDerived(handle.db, { seed: 5, cap: 2 });
    await handle.db.execute(sql`update corpus_audience_samples set follower_ids = '{5,6}'`);
    const other = await run({ cap: 2, seed: 6 });
    expect(other.sections.sample_accounts).not.toMatchObject({ rows: [{ handle: "eve" }, { handle: "fay" }] });
    const same = await run({ cap: 2, seed: 5 });
    // The stored sample is what a matching analysis reads (here tampered with to show it).
    expect((same.sections.sample_accounts as { rows: { handle: string }[] }).rows.map((r) => r.handle)).toEqual(["eve", "fay"]);
  });
});

describe("the costlier sections on the detail sample", () => {
  it("read the first detail-cap accounts of the sample and state it, with margins", async () => {
    const report = await run({ cap: 4, seed: 5, detailCap: 2 });
    // The distributions keep the whole (here unsampled) audience...
    expect(report.audience).toEqual({ population: 4, sampled: 4, is_sample: false, posts_matched: null });
    expect(report.sections.countries).toMatchObject({ analysed: 4, sampled: false });
    // ...the costlier sections read 2 of its 4 accounts and say so.
    const top = report.sections.top_accounts as { base: number; sampled: boolean; population: number; rows: { share: number; margin: number }[] };
    expect(top).toMatchObject({ base: 2, sampled: true, population: 4 });
    expect(top.rows.length).toBeGreaterThan(0);
    top.rows.forEach((r) => expect(r.margin).toBeGreaterThan(0));
    expect(report.sections.audience_self_view).toMatchObject({ base: 2, unit: "accounts", sampled: true, population: 4 });
    expect(report.sections.hashtags_self_view).toMatchObject({ sampled: true, sampled_accounts: 2, population_accounts: 4 });
    expect(report.sections.most_interacted_hashtags).toMatchObject({ sampled: true, sampled_accounts: 2, population_accounts: 4 });
  });

  it("sample a post set above the detail cap and state how many posts it had", async () => {
    // @brand wrote 2 posts; with a detail cap of 1 its own-post sections read one of them.
    const report = await run({ cap: 4, seed: 5, detailCap: 1 });
    expect(report.sections.keywords_used_by_handle).toMatchObject({ base: 1, unit: "posts", sampled: true, population: 2 });
    const whole = await run({ cap: 4, seed: 5, detailCap: 2 });
    expect(whole.sections.keywords_used_by_handle).toMatchObject({ base: 2, unit: "posts" });
    expect(whole.sections.keywords_used_by_handle).not.toHaveProperty("sampled");
  });
});

describe("an audience under the cap from STORED_SAMPLE_MIN_FOLLOWERS followers", () => {
  const cap = STORED_SAMPLE_MIN_FOLLOWERS + 500;
  const followers = STORED_SAMPLE_MIN_FOLLOWERS + 100;

  beforeAll(async () => {
    // @brand gains followers (spread over three days) until it is just over the threshold, under the cap.
    await handle.db.execute(sql`insert into corpus_follows (follower_id, followee_id, first_seen_at, last_seen_at)
      select 'f' || g, '100', timestamptz '2026-03-03T10:00:00Z' + (g % 3) * interval '1 day', now() from generate_series(1, ${followers - 4}) g`);
    await bumpCorpusVersion(handle.db);
    await handle.db.execute(sql`delete from corpus_derived_state`);
    await refreshDerived(handle.db, { seed: 5, cap });
  });

  it("is stored whole, in sampling order, and gives the same report as sampling at analysis time", async () => {
    const [stored] = await queryRows<{ n: number; follow_day_counts: number[] }>(
      handle.db,
      sql`select cardinality(follower_ids) as n, follow_day_counts from corpus_audience_samples where account_id = '100'`,
    );
    expect(stored).toMatchObject({ n: followers });
    expect(stored.follow_day_counts.reduce((a, b) => a + b, 0)).toBe(followers);
    // @rival's 4 followers stay sampled at analysis time.
    expect(await queryRows(handle.db, sql`select 1 from corpus_audience_samples where account_id = '200'`)).toEqual([]);
    const ahead = await run({ cap, seed: 5 });
    expect(ahead.audience).toEqual({ population: followers, sampled: followers, is_sample: false, posts_matched: null });
    await handle.db.execute(sql`truncate corpus_audience_samples`);
    const now = await run({ cap, seed: 5 });
    expect(JSON.parse(JSON.stringify(ahead))).toEqual(JSON.parse(JSON.stringify(now)));
  });
});
