import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { runAnalysis } from "@/lib/server/analysis/run-analysis";
import { SECTIONS, analysisQuerySchema, type AnalysisReport } from "@/lib/schemas/analysis";
import { freshDatabase } from "@/tests/support/test-db";

let handle: DatabaseHandle;
const run = (q: unknown, cap?: number) => runAnalysis(handle.db, new LocalDataSource(handle.db), analysisQuerySchema.parse(q), { fresh: true, cap });

function expectEverySection(report: AnalysisReport) {
  const covered = [...Object.keys(report.sections), ...Object.keys(report.not_applicable)].sort();
  expect(covered).toEqual([...SECTIONS].sort());
  for (const name of Object.keys(report.sections)) expect(report.sections[name], name).not.toBeUndefined();
}

beforeAll(async () => {
  handle = await freshDatabase();
  await generateCorpus(handle.db, { accounts: 400, posts: 3000, follows: 8000, seed: 3 });
}, 300_000);

describe("the four analyses on a generated corpus", () => {
  it("compute every section they can and name the others, sampling above the cap", async () => {
    const [top] = await queryRows<{ handle: string; n: number }>(handle.db, sql`select a.handle, count(*)::int as n from corpus_follows f join corpus_accounts a on a.id = f.followee_id group by 1 order by 2 desc, 1 limit 1`);
    const byHandle = await run({ type: "handle", handle: top.handle }, 20);
    expect(byHandle.audience).toMatchObject({ population: top.n, sampled: 20, is_sample: true });
    expectEverySection(byHandle);
    const countries = byHandle.sections.countries as { rows: { share: number; margin?: number }[] };
    if (countries.rows.length) {
      expect(Math.round(countries.rows.reduce((s, r) => s + r.share, 0) * 100)).toBe(10000);
      countries.rows.forEach((r) => expect(r.margin).toBeGreaterThanOrEqual(0));
    }

    const [tag] = await queryRows<{ value: string }>(handle.db, sql`select value from corpus_post_entities where kind = 'hashtag' group by 1 order by count(*) desc, 1 limit 1`);
    const [range] = await queryRows<{ lo: string; hi: string }>(handle.db, sql`select min(created_at)::text as lo, max(created_at)::text as hi from corpus_posts`);
    const conversation = await run({ type: "conversation", query: `#${tag.value}`, start: new Date(range.lo).toISOString(), end: new Date(new Date(range.hi).getTime() + 1000).toISOString() });
    expect(conversation.audience.posts_matched).toBeGreaterThan(0);
    expectEverySection(conversation);
    const volume = conversation.sections.conversation_volume as { total: number };
    expect(volume.total).toBe(conversation.audience.posts_matched);

    const [word] = await queryRows<{ k: string }>(handle.db, sql`select k from corpus_posts, unnest(keywords) k where k ~ '^[a-z]{4,}$' group by 1 order by count(*) desc, 1 limit 1`);
    const keyword = await run({ type: "keyword", query: word.k });
    expect(keyword.audience.population).toBeGreaterThan(0);
    expectEverySection(keyword);

    const [engaged] = await queryRows<{ id: string }>(handle.db, sql`select post_id as id from corpus_engagements group by 1 order by count(*) desc, 1 limit 1`);
    const posts = await run({ type: "post", urls: `https://x.com/i/status/${engaged.id}` });
    expect(posts.audience.population).toBeGreaterThan(0);
    expectEverySection(posts);
  });
});
