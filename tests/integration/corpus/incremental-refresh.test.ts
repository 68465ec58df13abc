import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { generateCorpus } from "@/lib/server/corpus/generate/generate-corpus";
import { importFile } from "@/lib/server/corpus/import-file";
import { refreshDerived } from "@/lib/server/corpus/derived/refresh-derived";
import { loadAccountIndex } from "@/lib/server/analysis/account-index/load-account-index";
import { parseColumnMap } from "@/lib/domain/corpus/column-map";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { freshDatabase } from "../../support/test-db";
import { SAMPLES } from "../../support/corpus";

// Small settings so that every derived table has rows: audiences above 2 followers are sampled,
// terms of 3 posts or more get their posts per day.
const SAMPLE = { seed: 5, cap: 2 };
const TERM_MIN = 3;
const refresh = (db: Database, force = false) => refreshDerived(db, SAMPLE, TERM_MIN, undefined, force);

// A mapped export dated after the generated corpus (its latest post moves on), with a retweet and author counts.
const CSV = [
  "content,author,publish_date,followers,following",
  "Brexit talks resume on Monday #brexit,newsdesk,2026-02-01 08:00:00,5000,10",
  "RT @newsdesk: Brexit talks resume on Monday #brexit,riverrunner,2026-02-01 09:00:00,120,300",
  "Morning run along the river,riverrunner,2026-02-02 07:15:00,121,300",
].join("\n");
const MAP = parseColumnMap("text=content,author=author,created_at=publish_date,followers=followers,following=following");

/** Every derived table as what it says (numbers and codes replaced by the ids and terms they stand for). */
async function derivedSnapshot(db: Database): Promise<Record<string, Record<string, unknown>[]>> {
  const q = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(db, query);
  return {
    digests: await q(sql`select * from corpus_account_digests order by account_id`),
    demand: await q(sql`select * from corpus_keyword_demand order by keyword`),
    facts: await q(sql`select account_id, has_account, country, city, gender, age_group, job_category, interests, followers_count, top_lang
      from corpus_account_facts order by account_id`),
    dense: await q(sql`select (select count(*) from corpus_account_facts) - (select coalesce(max(no) + 1, 0) from corpus_account_facts) as facts,
      (select count(*) from corpus_terms) - (select coalesce(max(code) + 1, 0) from corpus_terms) as terms,
      (select count(*) from corpus_engaged_posts) - (select coalesce(max(no) + 1, 0) from corpus_engaged_posts) as engaged`),
    followees: await q(sql`select fr.account_id, array(select fe.account_id from unnest(f.followee_nos) n join corpus_account_facts fe on fe.no = n order by 1) as followees
      from corpus_account_followees f join corpus_account_facts fr on fr.no = f.no order by 1`),
    terms: await q(sql`select kind, term from corpus_terms order by kind, term`),
    accountTerms: await q(sql`select f.account_id, t.posts,
        array(select c.kind || ':' || c.term || '=' || u.n from unnest(t.term_codes, t.term_counts) u(code, n) join corpus_terms c on c.code = u.code order by 1) as terms,
        array(select c.term from unnest(t.bio_codes) b join corpus_terms c on c.code = b order by 1) as bio
      from corpus_account_terms t join corpus_account_facts f on f.no = t.no order by 1`),
    entityPosts: await q(sql`select * from corpus_entity_posts order by kind, value, post_id, created_at, author_id, like_count, repost_count, reply_count, sentiment_label`),
    wordAuthors: await q(sql`select * from corpus_word_authors order by word, rank, author_id`),
    termDays: await q(sql`select * from corpus_term_days order by term, day`),
    termTotals: await q(sql`select * from corpus_term_totals order by term`),
    audiences: await q(sql`select * from corpus_audience_samples order by account_id`),
    engagedTerms: await q(sql`select kind, term from corpus_engaged_terms order by kind, term`),
    engagedPosts: await q(sql`select e.post_id,
        array(select t.kind || ':' || t.term from unnest(e.entity_codes || e.keyword_codes) c join corpus_engaged_terms t on t.code = c order by 1) as terms
      from corpus_engaged_posts e order by 1`),
    accountEngaged: await q(sql`select a.account_id, a.seed,
        array(select e.post_id from unnest(a.post_nos) n join corpus_engaged_posts e on e.no = n order by hashtext(a.seed::text || ':' || e.post_id), e.post_id) as posts
      from corpus_account_engaged a order by 1`),
  };
}

/** The in-memory account index as the analyses see it: per account its values, follows, terms and engaged posts (lists sorted: their order is not meaningful). */
async function indexSnapshot(db: Database): Promise<unknown> {
  const x = await loadAccountIndex(db);
  const list = (start: Int32Array, values: Int32Array, n: number) => Array.from(values.subarray(start[n], start[n + 1]));
  const term = (code: number) => `${x.terms.kinds[code]}:${x.terms.labels[code]}`;
  const e = x.engaged!;
  const engagedTerms = (start: Int32Array, values: Int32Array, n: number) => list(start, values, n).map((c) => `${e.termKinds[c]}:${e.termLabels[c]}`).sort();
  return {
    terms: x.terms,
    engagedTerms: [e.termKinds, e.termLabels],
    accounts: x.ids.map((id, n) => ({
      id,
      no: x.byId.get(id) === n,
      hasAccount: x.hasAccount[n],
      columns: Object.fromEntries(Object.entries(x.columns).map(([c, col]) => [c, col.labels[col.codes[n]] ?? null])),
      followers: x.followersCount[n],
      interests: list(x.interestStart, x.interestCodes, n).map((c) => x.interestIds[c]).sort(),
      follows: list(x.followeeStart, x.followees, n).sort((a, b) => a - b),
      posts: x.posts[n],
      terms: list(x.termStart, x.termCodes, n).map((c, i) => `${term(c)}=${x.termCounts[x.termStart[n] + i]}`).sort(),
      bio: list(x.bioStart, x.bioCodes, n).sort((a, b) => a - b),
      engaged: Array.from(e.byAccount.get(id) ?? []).map((p) => [p, engagedTerms(e.entityStart, e.entityCodes, p), engagedTerms(e.keywordStart, e.keywordCodes, p)]),
    })),
  };
}

/** Refresh incrementally, then rebuild in full on the same data: both must give the same tables and index. */
async function expectIncrementalEqualsFull(db: Database) {
  const incremental = await refresh(db);
  expect(incremental.mode).toBe("incremental");
  const fromChanges = await derivedSnapshot(db);
  const indexFromChanges = await indexSnapshot(db);
  const full = await refresh(db, true);
  expect(full.mode).toBe("full");
  const rebuilt = await derivedSnapshot(db);
  for (const table of Object.keys(rebuilt)) expect({ table, rows: fromChanges[table] }).toEqual({ table, rows: rebuilt[table] });
  expect(indexFromChanges).toEqual(await indexSnapshot(db));
  return rebuilt;
}

let handle: DatabaseHandle;
let csv: string;
beforeAll(async () => {
  handle = await freshDatabase();
  csv = path.join(mkdtempSync(path.join(tmpdir(), "murmur-inc-")), "export.csv");
  writeFileSync(csv, CSV);
  await generateCorpus(handle.db, { accounts: 150, posts: 1200, seed: 3, end: new Date("2026-01-01T00:00:00Z") });
  expect((await refresh(handle.db)).mode).toBe("full");
}, 300_000);
afterAll(async () => handle.close());

describe("incremental refresh of the derived tables", () => {
  it("applies an import of posts, profiles and retweets as a full rebuild would", async () => {
    const s = await importFile(handle.db, path.join(SAMPLES, "brexit.jsonl"));
    expect(s.byKind.post.inserted).toBeGreaterThan(50);
    const tables = await expectIncrementalEqualsFull(handle.db);
    expect(tables.entityPosts.some((r) => r.value === "brexit")).toBe(true);
    expect(tables.engagedPosts.length).toBeGreaterThan(0);
  }, 300_000);

  it("applies an account archive's follows, and a mapped CSV that moves the latest post, as a full rebuild would", async () => {
    const before = await derivedSnapshot(handle.db);
    await importFile(handle.db, path.resolve("tests/fixtures/x-archive"));
    await importFile(handle.db, csv, { map: MAP });
    const tables = await expectIncrementalEqualsFull(handle.db);
    // The follows changed whom accounts follow; the moved latest post changed the 30-day counts.
    expect(tables.followees).not.toEqual(before.followees);
    expect(tables.demand.map((d) => d.posts_30d)).not.toEqual(before.demand.map((d) => d.posts_30d));
    const riverrunner = tables.facts.find((f) => f.account_id === "handle:riverrunner");
    expect(riverrunner).toMatchObject({ has_account: true, followers_count: 121 });
  }, 300_000);

  it("doubles nothing when the same files are imported again", async () => {
    const before = await derivedSnapshot(handle.db);
    const again = await importFile(handle.db, path.join(SAMPLES, "brexit.jsonl"));
    expect(again.byKind.post.inserted).toBe(0);
    await importFile(handle.db, csv, { map: MAP });
    const after = await expectIncrementalEqualsFull(handle.db);
    expect(after).toEqual(before);
  }, 300_000);

  it("rebuilds in full after an import that rewrote a post's text", async () => {
    const [post] = await queryRows<{ id: string }>(handle.db, sql`select id from corpus_posts where text = 'Morning run along the river'`);
    const json = path.join(path.dirname(csv), "rewrite.jsonl");
    writeFileSync(json, JSON.stringify({ data: [{ id: post.id, text: "Evening run", author_id: "handle:riverrunner", created_at: "2026-02-02T07:15:00.000Z" }] }) + "\n");
    await importFile(handle.db, json);
    expect((await refresh(handle.db)).mode).toBe("full");
  }, 300_000);
});
