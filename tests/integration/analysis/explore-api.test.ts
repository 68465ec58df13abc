import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { createTeam } from "@/lib/server/teams/create-team";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { callRoute } from "@/tests/support/call-route";
import { freshDatabase } from "@/tests/support/test-db";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";
import * as analyzeQuery from "@/app/api/external/analyze-query/route";
import * as xplore from "@/app/api/external/xplore/route";
import * as xploreDetail from "@/app/api/external/xplore-detail/route";
import * as demographics from "@/app/api/external/explore-demographics/route";
import * as topAccounts from "@/app/api/external/top-accounts/route";
import * as compare from "@/app/api/external/compare-accounts/route";
import * as shareOfVoiceKeyword from "@/app/api/external/share-of-voice-keyword/route";
import * as trending from "@/app/api/external/trending-topics/route";
import * as similar from "@/app/api/external/similar-audiences/route";
import * as ageGroups from "@/app/api/external/compute-age-groups/route";
import * as postData from "@/app/api/external/post-data/route";
import * as extract from "@/app/api/external/extract-data-handles-keywords/route";
import * as accountsForKeywords from "@/app/api/external/analyze-handles/accounts-for-keywords/route";
import * as searches from "@/app/api/external/explore-searches/route";
import * as search from "@/app/api/external/explore-searches/[id]/route";
import * as activity from "@/app/api/external/user-activity-entry/route";
import * as audiencesList from "@/app/api/audiences/route";

type Handler = Parameters<typeof callRoute>[0];
let handle: DatabaseHandle;
let ANN: Caller & { userId: string };
let BOB: Caller;
const ANONYMOUS = new Caller();
const as = async (who: Caller, handler: Handler, method: string, path: string, opts: { body?: unknown; params?: Record<string, string> } = {}) => {
  const r = await who.call(handler, method, path, opts);
  return { status: r.status, json: r.data as Record<string, unknown> };
};
const post = (mod: { POST: Handler }, body: unknown, who: Caller = ANN) => as(who, mod.POST, "POST", "/", { body });

beforeAll(async () => {
  handle = await freshDatabase();
  ANN = await signedInCaller("ann@example.com");
  BOB = await signedInCaller("bob@example.com");
  await seedAnalysisCorpus(handle.db);
});

describe("analyze-query", () => {
  let id: string;
  beforeAll(async () => {
    const res = await post(analyzeQuery, { query_type: "handle", query: "brand", email: "ann@example.com" });
    expect(res.status).toBe(201);
    id = res.json.audience_creator_query_id as string;
  });

  it("returns audience_creator_query_id and the full report", async () => {
    const res = await post(xplore, { audience_creator_query_id: id });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ audience_creator_query_id: id, query_type: "handle", audience: { population: 4, sampled: 4 } });
    expect(Object.keys(res.json.sections as object)).toContain("similar_accounts");
  });

  it("answers section endpoints from the saved analysis", async () => {
    const demo = await post(demographics, { audience_creator_query_id: id });
    expect(demo.json.countries).toMatchObject({ base: 3, rows: [{ label: "United States", share: 66.67 }, { label: "Japan", share: 33.33 }] });
    const top = await post(topAccounts, { audience_creator_query_id: id });
    expect((top.json.top_accounts as { rows: { handle: string; affinity: number }[] }).rows[0]).toMatchObject({ handle: "rival", affinity: 1.69 });
    const detail = await post(xploreDetail, { audience_creator_query_id: id, section: "follower_growth" });
    expect(detail.json.follower_growth).toMatchObject({ net_change: 10 });
    const ages = await post(ageGroups, { audience_creator_query_id: id });
    expect(ages.json).toMatchObject({ age_percentages: { "18-24": 50, "25-34": 50 }, base: 2, coverage: 0.5 });
    const configs = await post(similar, { audience_creator_query_id: id });
    expect((configs.json.audience_configs as { name: string }[]).map((c) => c.name)).toEqual(["Followers of @rival", "Followers of @celeb"]);
  });

  it("serves the cached report until the corpus changes", async () => {
    const first = await post(xplore, { audience_creator_query_id: id });
    const again = await post(xplore, { audience_creator_query_id: id });
    expect(again.json.corpus_version).toBe(first.json.corpus_version);
    const cached = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from analysis_results where corpus_version = ${first.json.corpus_version as number}`);
    expect(cached[0].n).toBeGreaterThan(0);
    await handle.db.execute(sql`insert into corpus_follows values ('5', '100', now(), now())`);
    await bumpCorpusVersion(handle.db);
    const after = await post(xplore, { audience_creator_query_id: id });
    expect(after.json.corpus_version).toBe((first.json.corpus_version as number) + 1);
    expect(after.json.audience).toMatchObject({ population: 5 });
    await handle.db.execute(sql`delete from corpus_follows where follower_id = '5' and followee_id = '100'`);
    await bumpCorpusVersion(handle.db);
  });

  it("keeps one user's analyses from another", async () => {
    const res = await post(xplore, { audience_creator_query_id: id }, BOB);
    expect(res.status).toBe(404);
  });
});

describe("bad input and callers", () => {
  it("refuses anonymous callers", async () => {
    expect((await post(analyzeQuery, { query_type: "handle", query: "brand" }, ANONYMOUS)).status).toBe(401);
  });

  it("answers an unknown query type with a clear 400", async () => {
    const res = await post(analyzeQuery, { query_type: "horoscope", query: "x" });
    expect(res.status).toBe(400);
    expect(res.json.query_type).toEqual(['Unknown analysis query type "horoscope". Use handle, keyword, conversation or post.']);
  });

  it("gives 4xx, never 500, for bad handles, ids, sections, URLs and e-mails", async () => {
    expect((await post(analyzeQuery, { query_type: "handle", query: "not a handle!" })).status).toBe(400);
    expect((await post(analyzeQuery, { query_type: "handle", query: "nobody" })).status).toBe(404);
    expect((await post(analyzeQuery, { query_type: "post", query: "hello" })).status).toBe(400);
    expect((await post(analyzeQuery, { query_type: "conversation", query: "#coffee", start: "2026-03-05T00:00:00Z", end: "2026-03-01T00:00:00Z" })).status).toBe(400);
    expect((await post(analyzeQuery, { query_type: "handle", query: "brand", email: "someone@else.com" })).status).toBe(403);
    expect((await post(xplore, { audience_creator_query_id: "not-a-uuid" })).status).toBe(400);
    expect((await post(xplore, { audience_creator_query_id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await post(xploreDetail, { query_type: "handle", query: "brand", section: "horoscopes" })).status).toBe(400);
    expect((await post(postData, { urls: "nothing here" })).status).toBe(400);
    expect((await post(compare, { handles: ["brand"] })).status).toBe(400);
    const cookie = [...ANN.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
    const raw = await callRoute(analyzeQuery.POST, { method: "POST", rawBody: "{not json", headers: { cookie, "x-csrftoken": ANN.cookies.get("murmur-csrf")!, "content-type": "application/json" } });
    expect(raw.status).toBe(400);
  });
});

describe("other explore endpoints", () => {
  it("compares accounts by shared followers", async () => {
    const res = await post(compare, { handles: ["brand", "@rival"] });
    expect(res.json).toEqual({
      accounts: [
        { handle: "brand", followers_in_corpus: 4, new_followers_30d: 0, growth_30d: 0, posts_in_corpus: 2, engagement_per_post: 7.5 },
        { handle: "rival", followers_in_corpus: 4, new_followers_30d: 0, growth_30d: 0, posts_in_corpus: 0, engagement_per_post: 0 },
      ],
      overlaps: [{ a: "brand", b: "rival", shared_followers: 3, jaccard: 0.6 }],
    });
  });

  it("gives share of voice through the keyword alias", async () => {
    const res = await post(shareOfVoiceKeyword, { keyword: "beans", query: "#coffee", start: "2026-02-01T00:00:00Z", end: "2026-03-04T00:00:00Z" });
    expect(res.json, JSON.stringify(res.json)).toHaveProperty("share_of_voice");
    expect(res.json.share_of_voice).toEqual({ with_keywords: true, base: 1, rows: [{ label: "beans", count: 1, share: 100 }] });
  });

  it("cuts a conversation window to the span posts can exist in, and says why it refuses one outside it", async () => {
    const farFuture = await post(shareOfVoiceKeyword, { keyword: "beans", query: "#coffee", start: "2026-02-01T00:00:00Z", end: "6800-02-29T20:25:38-12:04" });
    expect(farFuture.json.share_of_voice).toEqual({ with_keywords: true, base: 1, rows: [{ label: "beans", count: 1, share: 100 }] });
    const future = await post(shareOfVoiceKeyword, { keyword: "beans", start: "6800-01-01T00:00:00Z", end: "6801-01-01T00:00:00Z" });
    expect(future).toMatchObject({ status: 400, json: { detail: "The window must start before now." } });
    const beforeX = await post(shareOfVoiceKeyword, { keyword: "beans", start: "1990-01-01T00:00:00Z", end: "2000-01-01T00:00:00Z" });
    expect(beforeX).toMatchObject({ status: 400, json: { detail: "The window must end after X's launch on 21 March 2006." } });
  });

  it("lists trending topics (always a list)", async () => {
    const res = await as(ANN, trending.GET, "GET", "/api/external/trending-topics/?country=United%20States&start=2026-02-01T00:00:00Z&end=2026-03-04T00:00:00Z");
    expect(res.json).toEqual([{ topic: "#coffee", posts: 3, authors: 2 }, { topic: "#beans", posts: 1, authors: 1 }, { topic: "#run", posts: 1, authors: 1 }]);
    const none = await as(ANN, trending.GET, "GET", "/api/external/trending-topics/?country=Peru");
    expect(none.json).toEqual([]);
  });

  it("finds accounts for keywords and extracts handles and keywords from text", async () => {
    const res = await post(accountsForKeywords, { keywords: ["runner"] });
    expect(res.json.audience).toMatchObject({ population: 2 });
    expect((res.json.accounts as { handle: string }[]).map((a) => a.handle).sort()).toEqual(["ann", "cai"]);
    const ex = await post(extract, { text: "Ask @brand and @rival about #Coffee roasting" });
    expect(ex.json).toMatchObject({ handles: ["brand", "rival"], hashtags: ["coffee"] });
    expect(ex.json.keywords).toContain("roasting");
  });

  it("returns post data for post URLs", async () => {
    const res = await post(postData, { urls: "https://x.com/brand/status/1001, https://x.com/brand/status/99" });
    expect((res.json.posts as { id: string }[]).map((p) => p.id)).toEqual(["1001"]);
    expect(res.json.not_found).toEqual(["99"]);
  });
});

describe("explore-searches and user-activity-entry", () => {
  it("saves, lists by type, renames and deletes the caller's analyses only", async () => {
    const run = await post(analyzeQuery, { query_type: "conversation", query: "#coffee" });
    const id = run.json.audience_creator_query_id as string;
    const wrongType = await post(searches, { email: "ann@example.com", audience_creator_query_id: id, query_type: "handle_analysis" });
    expect(wrongType.status).toBe(400);
    const created = await post(searches, { email: "ann@example.com", audience_creator_query_id: id, query_type: "conversation_analysis", name: "Coffee talk" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ query_type: "conversation_analysis", query_type_name: "Conversation Analysis", name: "Coffee talk" });
    const badType = await post(searches, { email: "ann@example.com", audience_creator_query_id: id, query_type: "audience_builder" });
    expect(badType.status).toBe(400);
    const list = await as(ANN, searches.GET, "GET", "/?email=ann@example.com&query_type=conversation_analysis");
    expect((list.json as unknown as unknown[]).length).toBe(1);
    const handles = await as(ANN, searches.GET, "GET", "/?query_type=handle_analysis");
    expect(handles.json).toEqual([]);
    expect((await as(BOB, searches.GET, "GET", "/?email=ann@example.com")).status).toBe(403);
    expect(await as(BOB, searches.GET, "GET", "/").then((r) => r.json)).toEqual([]);
    const sid = created.json.id as string;
    expect((await as(BOB, search.GET, "GET", "/", { params: { id: sid } })).status).toBe(404);
    const renamed = await as(ANN, search.PATCH, "PATCH", "/", { body: { name: "Beans" }, params: { id: sid } });
    expect(renamed.json.name).toBe("Beans");
    expect((await as(BOB, search.DELETE, "DELETE", "/", { params: { id: sid } })).status).toBe(404);
    expect((await as(ANN, search.DELETE, "DELETE", "/", { params: { id: sid } })).status).toBe(204);
    expect((await as(ANN, search.GET, "GET", "/", { params: { id: sid } })).status).toBe(404);
  });

  it("logs activity with a UTC action_at and refuses other formats", async () => {
    const ok = await post(activity, { action_at: "2026-03-01 12:30:05", action: "Exported sheet", context: "handle_analysis", audience_creator_query_id: "abc" });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ action_at: "2026-03-01 12:30:05", action: "Exported sheet" });
    expect((await post(activity, { action_at: "2026-03-01T12:30:05Z", action: "Exported images" })).status).toBe(400);
    expect((await post(activity, { action_at: "2026-13-45 99:00:00", action: "Exported images" })).status).toBe(400);
    // A day February does not have is refused, not rolled over to 2 March.
    const impossible = await post(activity, { action_at: "2026-02-30 12:00:00", action: "Exported images" });
    expect(impossible.status).toBe(400);
    expect(impossible.json).toEqual({ action_at: ['action_at is not a real date and time (UTC "YYYY-MM-DD HH:mm:ss").'], request_id: expect.any(String) });
  });
});

describe("team analyses", () => {
  it("are shared with the team's members and hidden from everyone else", async () => {
    const team = await createTeam(ANN.userId, { name: "Acme Analysts", slug: "acme-analysts" });
    const run = await post(analyzeQuery, { query_type: "handle", query: "brand", team: team.slug });
    expect(run.status).toBe(201);
    const id = run.json.audience_creator_query_id as string;
    expect((await post(xplore, { audience_creator_query_id: id, team: team.slug })).status).toBe(200);
    // Outside the team (or without naming it) the analysis does not exist.
    expect((await post(xplore, { audience_creator_query_id: id })).status).toBe(404);
    expect((await post(xplore, { audience_creator_query_id: id, team: team.slug }, BOB)).status).toBe(404);
    expect((await post(analyzeQuery, { query_type: "handle", query: "brand", team: team.slug }, BOB)).status).toBe(404);
    // Saved as the team's audience: listed for the team, not among the caller's own, never for outsiders.
    const saved = await post(searches, { email: "ann@example.com", audience_creator_query_id: id, query_type: "handle_analysis", name: "@brand", team: team.slug });
    expect(saved.status).toBe(201);
    const teamList = await as(ANN, searches.GET, "GET", `/?team=${team.slug}`);
    expect((teamList.json as unknown as { name: string }[]).map((s) => s.name)).toEqual(["@brand"]);
    expect((await as(ANN, searches.GET, "GET", "/?query_type=handle_analysis")).json).toEqual([]);
    expect((await as(BOB, searches.GET, "GET", `/?team=${team.slug}`)).status).toBe(404);
    expect((await post(searches, { email: "bob@example.com", audience_creator_query_id: id, query_type: "handle_analysis", team: team.slug }, BOB)).status).toBe(404);
    // And among the team's saved audiences, as the package the analysis stands for: the handle's followers.
    const audiences = await as(ANN, audiencesList.GET, "GET", `/api/audiences/?team=${team.slug}`);
    expect(audiences.json).toEqual([
      expect.objectContaining({ name: "@brand", query_type: "handle_analysis", targeting_package: expect.objectContaining({ handles: [{ handle: "brand", deselected: false }], keywords: [] }) }),
    ]);
  });

  it("a saved conversation becomes a saved audience of its hashtags, words and countries", async () => {
    const team = await createTeam(ANN.userId, { name: "Coffee Desk", slug: "coffee-desk" });
    const run = await post(analyzeQuery, { query_type: "conversation", query: "#coffee OR beans -decaf", countries: ["Japan"], team: team.slug });
    const saved = await post(searches, { email: "ann@example.com", audience_creator_query_id: run.json.audience_creator_query_id, query_type: "conversation_analysis", team: team.slug });
    expect(saved.status).toBe(201);
    const [audience] = (await as(ANN, audiencesList.GET, "GET", `/api/audiences/?team=${team.slug}`)).json as unknown as Record<string, unknown>[];
    expect(audience).toMatchObject({
      name: "#coffee OR beans -decaf",
      query_type: "conversation_analysis",
      countries: [{ label: "Japan" }],
      targeting_package: { hashtags: [{ label: "coffee", deselected: false }], keywords: [{ label: "beans", deselected: false }], handles: [] },
    });
  });
});
