import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { importFile } from "@/lib/server/corpus/import-file";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { XDataError } from "@/lib/server/x/errors";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { freshDatabase } from "../../support/test-db";
import { SAMPLES } from "../../support/corpus";

let handle: DatabaseHandle;
let local: LocalDataSource;
const END = new Date("2026-01-01T00:00:00Z");

beforeAll(async () => {
  handle = await freshDatabase();
  await importFile(handle.db, path.join(SAMPLES, "brexit.jsonl"));
  await importFile(handle.db, path.join(SAMPLES, "users.jsonl"));
  await generateCorpus(handle.db, { accounts: 300, posts: 3000, seed: 3, end: END, days: 10 });
  local = new LocalDataSource(handle.db);
});
afterAll(async () => handle.close());

const count = async (q: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(handle.db, q))[0].n;

describe("local corpus data source", () => {
  it("finds users by handle, case-insensitively, with not_found for the rest", async () => {
    expect((await local.userByHandle("dodirty78")).id).toBe("119369819");
    const e = await local.userByHandle("nobody_here_x").catch((x) => x);
    expect(e).toBeInstanceOf(XDataError);
    expect(e.kind).toBe("not_found");
    const r = await local.usersByHandles(["DoDirty78", "nobody_here_x"]);
    expect(r.items).toHaveLength(1);
    expect(r.errors[0].resourceId).toBe("nobody_here_x");
    await expect(local.usersByHandles(["bad handle!"])).rejects.toMatchObject({ kind: "invalid" });
  });

  it("answers a recent search with the same posts SQL counts, newest first, across pages", async () => {
    const want = await count(sql`select count(*)::int as n from corpus_posts where to_tsvector('simple', text) @@ plainto_tsquery('simple', 'brexit')`);
    expect(want).toBeGreaterThan(10);
    const posts = await local.searchRecent("brexit", { pageSize: 10 }).all();
    expect(posts).toHaveLength(want);
    expect(new Set(posts.map((p) => p.id)).size).toBe(want);
    const times = posts.map((p) => p.createdAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("understands hashtags, from:, lang:, negation, OR and -is:retweet", async () => {
    const tag = await count(sql`select count(distinct post_id)::int as n from corpus_post_entities where kind = 'hashtag' and value = 'matchday'`);
    expect(await local.searchRecent("#matchday").all()).toHaveLength(tag);
    const [author] = await queryRows<{ handle: string; id: string; n: number }>(handle.db, sql`select a.handle, a.id, count(*)::int as n from corpus_posts p join corpus_accounts a on a.id = p.author_id where a.origin = 'generated' group by 1, 2 order by 3 desc, 2 limit 1`);
    const mine = await local.searchRecent(`from:${author.handle}`).all();
    expect(mine).toHaveLength(author.n);
    expect(mine.every((p) => p.authorId === author.id)).toBe(true);
    const ja = await count(sql`select count(*)::int as n from corpus_posts where lang = 'ja'`);
    expect(await local.searchRecent("lang:ja").all()).toHaveLength(ja);
    const both = await local.searchRecent("#matchday OR #ootd").all();
    const ootd = await local.searchRecent("#ootd").all();
    const overlap = await count(sql`select count(*)::int as n from (select post_id from corpus_post_entities where kind = 'hashtag' and value = 'matchday' intersect select post_id from corpus_post_entities where kind = 'hashtag' and value = 'ootd') x`);
    expect(both).toHaveLength(tag + ootd.length - overlap);
    const noRt = await local.searchRecent("brexit -is:retweet").all();
    expect(noRt.every((p) => p.repostedId === null)).toBe(true);
    await expect(local.searchRecent("").all()).rejects.toMatchObject({ kind: "invalid", message: "The query is empty." });
  });

  it("answers words, phrases and negated words ANDed as each term's own search would", async () => {
    const has = (text: string) => sql`to_tsvector('simple', text) @@ phraseto_tsquery('simple', ${text})`;
    const ids = async (q: string) => (await local.searchRecent(q).all()).map((p) => p.id).sort();
    const want = async (where: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(handle.db, sql`select id from corpus_posts where ${where} order by id`)).map((r) => r.id);
    const today = await want(sql`${has("today")} and not ${has("think")}`);
    expect(today.length).toBeGreaterThan(10);
    expect(await ids("today -think")).toEqual(today);
    expect(await ids('today -"next level" -#matchday')).toEqual(await want(sql`${has("today")} and not ${has("next level")} and id not in (select post_id from corpus_post_entities where kind = 'hashtag' and value = 'matchday')`));
    expect(await ids('"next level" honestly')).toEqual(await want(sql`${has("next level")} and ${has("honestly")}`));
    // Terms without a letter or digit match nothing, as before (they are not dropped from the AND).
    expect(await ids("today !!!")).toEqual([]);
  });

  it("limits a search to a time window", async () => {
    const start = new Date(END.getTime() - 2 * 86_400_000);
    const want = await count(sql`select count(*)::int as n from corpus_posts p where p.created_at >= ${start.toISOString()}::timestamptz and p.created_at < ${END.toISOString()}::timestamptz and exists (select 1 from corpus_post_entities e where e.post_id = p.id and e.kind = 'hashtag' and e.value = 'ai')`);
    const got = await local.searchRecent("#ai", { start, end: END }).all();
    expect(got).toHaveLength(want);
    expect(got.every((p) => p.createdAt! >= start && p.createdAt! < END)).toBe(true);
  });

  it("counts posts per day with empty days filled", async () => {
    const start = new Date(END.getTime() - 10 * 86_400_000);
    const buckets = await local.counts("#ai", { start, end: END, granularity: "day" });
    expect(buckets).toHaveLength(10);
    const total = await count(sql`select count(distinct e.post_id)::int as n from corpus_post_entities e join corpus_posts p on p.id = e.post_id where e.kind = 'hashtag' and e.value = 'ai' and p.created_at >= ${start.toISOString()}::timestamptz`);
    expect(buckets.reduce((s, b) => s + b.postCount, 0)).toBe(total);
    expect(buckets[0].start.toISOString()).toBe(start.toISOString());
  });

  it("pages followers, following and engagers from the graph", async () => {
    const [top] = await queryRows<{ id: string; n: number }>(handle.db, sql`select followee_id as id, count(*)::int as n from corpus_follows group by 1 order by 2 desc, 1 limit 1`);
    const followers = await local.followers(top.id, { pageSize: 7 }).all();
    expect(followers).toHaveLength(top.n);
    expect(new Set(followers.map((f) => f.id)).size).toBe(top.n);
    expect(await local.followers(top.id, { pageSize: 7, limit: 10 }).all()).toHaveLength(10);
    const [liked] = await queryRows<{ id: string; n: number }>(handle.db, sql`select post_id as id, count(*)::int as n from corpus_engagements where kind = 'like' group by 1 order by 2 desc, 1 limit 1`);
    expect(await local.likingUsers(liked.id).all()).toHaveLength(liked.n);
    const [quoted] = await queryRows<{ id: string; n: number }>(handle.db, sql`select quoted_id as id, count(*)::int as n from corpus_posts where quoted_id is not null group by 1 order by 2 desc, 1 limit 1`);
    expect(await local.quotes(quoted.id).all()).toHaveLength(quoted.n);
  });

  it("looks posts up by id with errors for the missing ones", async () => {
    const r = await local.postsByIds(["1440716895355764743", "42"]);
    expect(r.items.map((p) => p.id)).toEqual(["1440716895355764743"]);
    expect(r.errors.map((e) => e.resourceId)).toEqual(["42"]);
  });
});
