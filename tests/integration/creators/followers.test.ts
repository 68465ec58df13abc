import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as me from "@/app/api/external/deepthought/me/route";
import * as accounts from "@/app/api/external/deepthought/accounts/route";
import * as sync from "@/app/api/external/deepthought/accounts/[id]/sync/route";
import * as dashboard from "@/app/api/external/deepthought/accounts/[id]/dashboard/route";
import * as followers from "@/app/api/external/deepthought/accounts/[id]/followers/route";
import * as following from "@/app/api/external/deepthought/accounts/[id]/following/route";
import * as unfollowers from "@/app/api/external/deepthought/accounts/[id]/unfollowers/route";
import * as recent from "@/app/api/external/deepthought/accounts/[id]/recently-joined/route";
import * as verified from "@/app/api/external/deepthought/accounts/[id]/verified-followers/route";
import * as bots from "@/app/api/external/deepthought/accounts/[id]/bot-percentage/route";
import * as topics from "@/app/api/external/deepthought/accounts/[id]/topics/route";
import * as topCountries from "@/app/api/external/deepthought/accounts/[id]/top-countries/route";
import * as enrichments from "@/app/api/external/deepthought/accounts/[id]/enrichments/route";
import * as updateUser from "@/app/api/external/deepthought/update-user/route";
import { inArray } from "drizzle-orm";
import { corpusAccounts } from "@/lib/server/db/schema";
import * as followingTopics from "@/app/api/external/deepthought/accounts/[id]/following-topics/route";
import * as xStats from "@/app/api/external/deepthought/x-stats/route";
import * as tokenFollowers from "@/app/api/external/deepthought-token/accounts/[id]/followers/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import { creatorSyncJob } from "@/lib/server/creators/sync-followers-job";
import { workUntilFinished } from "@/lib/server/jobs/work-until-finished";
import { pauseAppJobWorker } from "@/tests/support/job-worker-paused";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";
import { churnCreatorNetwork, seedCreatorNetwork } from "../../support/creator-network";

let handle: DatabaseHandle;
let ada: Awaited<ReturnType<typeof signedInCaller>>;
let ben: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
const base = "/api/external/deepthought/accounts";
/** The small network has no posts: the sync reads none, so it changes none. */
const NO_POSTS = { posts: 0, changed: 0, engagements: 0 };
const handles = (res: { data: { results: { handle: string }[] } }) => res.data.results.map((r) => r.handle);

/** Queues a sync as the screen does and works it (the app's worker is paused, so no scheduled sync runs in between). */
async function syncNow(caller: Caller) {
  const started = await caller.call(sync.POST, "POST", `${base}/${id}/sync/`, { params: { id } });
  expect(started.status).toBe(202);
  await workUntilFinished(handle.db, started.data.job_id, [creatorSyncJob]);
  const jobId = String(started.data.job_id);
  return (await caller.call(jobRoute.GET, "GET", `/api/jobs/${jobId}/`, { params: { id: jobId } })).data;
}

let resumeJobs: () => Promise<void>;
beforeAll(async () => {
  resumeJobs = await pauseAppJobWorker();
  handle = await freshDatabase();
  ada = await signedInCaller("ada@creators.example");
  ben = await signedInCaller("ben@creators.example");
  id = String((await seedCreatorNetwork(handle.db, ada.userId)).id);
});
afterAll(async () => {
  await handle.close();
  await resumeJobs();
});

describe("Deep Thought followers, unfollowers and audience quality on a small network with known churn", () => {
  it("lists the creator's connected accounts on me and accounts", async () => {
    const res = await ada.call(me.GET, "GET", "/api/external/deepthought/me/");
    expect(res.data).toMatchObject({ email: "ada@creators.example", active_account_id: Number(id), accounts: [{ handle: "tea_creator", token_status: "valid", last_synced_at: null }] });
    expect((await ben.call(accounts.GET, "GET", "/api/external/deepthought/accounts/")).data).toEqual([]);
  });

  it("first sync through the job queue: everyone is a follower, nobody is new", async () => {
    const job = await syncNow(ada);
    expect(job.result).toEqual({ followers: 6, following: 3, joined: 6, left: 0, posts: NO_POSTS });
    expect(job.progress).toMatchObject({ done: 3, total: 3 });
    const dash = await ada.call(dashboard.GET, "GET", `${base}/${id}/dashboard/`, { params: { id } });
    expect(dash.data).toMatchObject({ followers: 6, following: 3, new_followers: { day: 0, week: 0, month: 0 }, unfollowers: { day: 0, week: 0, month: 0 }, change: { day: null } });
  });

  it("second sync records exactly who left and who arrived, once", async () => {
    await churnCreatorNetwork(handle.db);
    expect((await syncNow(ada)).result).toEqual({ followers: 5, following: 3, joined: 1, left: 2, posts: NO_POSTS });
    expect((await syncNow(ada)).result).toEqual({ followers: 5, following: 3, joined: 0, left: 0, posts: NO_POSTS });
    const dash = await ada.call(dashboard.GET, "GET", `${base}/${id}/dashboard/`, { params: { id } });
    expect(dash.data).toMatchObject({ followers: 5, new_followers: { day: 1, week: 1, month: 1 }, unfollowers: { day: 2, week: 2, month: 2 } });
    expect(dash.data.growth).toHaveLength(1);
    expect(dash.data.growth[0]).toMatchObject({ followers: 5, gained: 1, lost: 2 });
    const gone = await ada.call(unfollowers.GET, "GET", `${base}/${id}/unfollowers/?ordering=handle`, { params: { id } });
    expect(gone.data.count).toBe(2);
    expect(handles(gone)).toEqual(["f2", "tea99120045"]);
    expect(gone.data.results[0].left_at).not.toBeNull();
  });

  it("pages, sorts and searches followers, with who follows back", async () => {
    const all = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?ordering=handle`, { params: { id } });
    expect(all.data.count).toBe(5);
    expect(handles(all)).toEqual(["f1", "f3", "f4", "f7", "tea48213377"]);
    expect(all.data.results.filter((r: { mutual: boolean }) => r.mutual).map((r: { handle: string }) => r.handle)).toEqual(["f1", "f3"]);
    const page = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?ordering=-handle&page=2&page_size=2`, { params: { id } });
    expect(page.data).toMatchObject({ count: 5, page: 2, page_size: 2 });
    expect(handles(page)).toEqual(["f4", "f3"]);
    const newest = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?ordering=-date&page_size=1`, { params: { id } });
    expect(handles(newest)).toEqual(["f7"]);
    const search = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?search=TEA48`, { params: { id } });
    expect(handles(search)).toEqual(["tea48213377"]);
    const byFollowers = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?ordering=-followers&page_size=1`, { params: { id } });
    expect(handles(byFollowers)).toEqual(["f4"]);
    // Ties (300 followers each) in the order the follows were first seen.
    const fewestFirst = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?ordering=followers`, { params: { id } });
    expect(handles(fewestFirst)).toEqual(["tea48213377", "f1", "f3", "f7", "f4"]);
    const mostFirst = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?ordering=-followers`, { params: { id } });
    expect(handles(mostFirst)).toEqual(["f4", "f7", "f3", "f1", "tea48213377"]);
  });

  it("lists following, verified and recently joined followers", async () => {
    const out = await ada.call(following.GET, "GET", `${base}/${id}/following/?ordering=handle`, { params: { id } });
    expect(handles(out)).toEqual(["f1", "f3", "z9_brand"]);
    expect(out.data.results.map((r: { mutual: boolean }) => r.mutual)).toEqual([true, true, false]);
    expect(handles(await ada.call(verified.GET, "GET", `${base}/${id}/verified-followers/`, { params: { id } }))).toEqual(["f4"]);
    expect(handles(await ada.call(recent.GET, "GET", `${base}/${id}/recently-joined/`, { params: { id } }))).toEqual(["tea48213377"]);
  });

  it("scores every follower: one likely bot of five, counted in full so no margin", async () => {
    const res = await ada.call(bots.GET, "GET", `${base}/${id}/bot-percentage/`, { params: { id } });
    expect(res.data).toMatchObject({ scored: 5, followers: 5, likely_bots: 1, share: 0.2, margin: 0, threshold: 0.5 });
    expect(res.data.likely_bots_sample).toEqual([{ id: "f5", handle: "tea48213377", name: "Person f5", score: 1, signals: ["young", "default_avatar", "empty_bio", "handle_digits", "ratio", "posting_rate", "duplicates"] }]);
    expect(res.data.signals.find((s: { key: string }) => s.key === "duplicates")).toEqual({ key: "duplicates", weight: 0.2, accounts: 1 });
  });

  it("gives the followers' top countries as shares of those whose profile location names one, with the coverage", async () => {
    const res = await ada.call(topCountries.GET, "GET", `${base}/${id}/top-countries/`, { params: { id } });
    // Followers f1 f3 (Japan), f4 (United States), f5 and f7 (no country): a base of 3 of 5.
    expect(res.data).toEqual({
      followers: 5,
      base: 3,
      coverage: 0.6,
      countries: [
        { country: "Japan", code: "JP", followers: 2, share: 2 / 3 },
        { country: "United States", code: "US", followers: 1, share: 1 / 3 },
      ],
    });
  });

  it("describes the followers by inferred gender, age group and job category, each over the followers it is known for", async () => {
    await handle.db.update(corpusAccounts).set({ gender: "female", ageGroup: "AGE_25_TO_34" }).where(inArray(corpusAccounts.id, ["f1", "f4"]));
    await handle.db.update(corpusAccounts).set({ gender: "male", jobCategory: "Engineering" }).where(inArray(corpusAccounts.id, ["f3"]));
    // "unknown" is what the corpus writes when it could not infer: not part of the base.
    await handle.db.update(corpusAccounts).set({ gender: "unknown", ageGroup: "unknown" }).where(inArray(corpusAccounts.id, ["f5"]));
    const res = await ada.call(enrichments.GET, "GET", `${base}/${id}/enrichments/`, { params: { id } });
    expect(res.data).toEqual({
      followers: 5,
      fields: [
        { field: "gender", base: 3, coverage: 0.6, values: [{ value: "female", followers: 2, share: 2 / 3 }, { value: "male", followers: 1, share: 1 / 3 }] },
        { field: "age_group", base: 2, coverage: 0.4, values: [{ value: "AGE_25_TO_34", followers: 2, share: 1 }] },
        { field: "job_category", base: 1, coverage: 0.2, values: [{ value: "Engineering", followers: 1, share: 1 }] },
      ],
    });
  });

  it("update-user changes the creator's name and language and answers me; a bad language is refused", async () => {
    const res = await ada.call(updateUser.PATCH, "PATCH", "/api/external/deepthought/update-user/", { body: { first_name: "Ada", language: "ja" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ first_name: "Ada", language: "ja", active_account_id: Number(id) });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("murmur-locale=ja"))).toBe(true);
    const bad = await ada.call(updateUser.POST, "POST", "/api/external/deepthought/update-user/", { body: { language: "fr" } });
    expect(bad.status).toBe(400);
    expect(bad.data.language).toEqual(["Choose English or Japanese."]);
    await ada.call(updateUser.POST, "POST", "/api/external/deepthought/update-user/", { body: { language: "en" } });
  });

  it("names what followers and followed accounts post about, from annotations and terms", async () => {
    const res = await ada.call(topics.GET, "GET", `${base}/${id}/topics/`, { params: { id } });
    expect(res.data).toEqual({
      accounts: 5,
      posts: 4,
      topics: [{ name: "Tea", domain: "Interests and Hobbies Vertical", posts: 2 }],
      terms: ["free", "green", "phone", "tea", "win"].map((term) => ({ term, posts: 2 })),
    });
    const mine = await ada.call(followingTopics.GET, "GET", `${base}/${id}/following-topics/`, { params: { id } });
    expect(mine.data).toMatchObject({ accounts: 3, posts: 2, topics: [{ name: "Tea", posts: 2 }] });
  });

  it("gives the corpus by country: top countries, and a country's accounts, languages and daily posts", async () => {
    const res = await ada.call(xStats.GET, "GET", "/api/external/deepthought/x-stats/");
    expect(res.data.countries).toEqual([{ country: "Japan", code: "JP", accounts: 2 }, { country: "United States", code: "US", accounts: 1 }]);
    expect(res.data).toMatchObject({ country: "Japan", languages: [{ lang: "und", posts: 2 }], hashtags: [] });
    expect(res.data.top_accounts.map((a: { handle: string }) => a.handle)).toEqual(["f1", "f3"]);
    expect(res.data.growth).toEqual([{ day: new Date().toISOString().slice(0, 10), posts: 2 }]);
    const us = await ada.call(xStats.GET, "GET", "/api/external/deepthought/x-stats/?country=united%20states");
    expect(us.data).toMatchObject({ country: "United States", top_accounts: [{ handle: "f4" }], languages: [] });
  });

  it("answers the same with Authorization: Token on the token variant", async () => {
    const token = await createApiToken(ada.userId, "creator script");
    const caller = new Caller();
    caller.token = token.key;
    const res = await caller.call(tokenFollowers.GET, "GET", `/api/external/deepthought-token/accounts/${id}/followers/?ordering=handle`, { params: { id } });
    expect(res.status).toBe(200);
    expect(handles(res)).toEqual(["f1", "f3", "f4", "f7", "tea48213377"]);
  });

  it("refuses another user's account, a bad id and bad input with a clear message", async () => {
    for (const [handler, path] of [[followers.GET, "followers"], [dashboard.GET, "dashboard"], [bots.GET, "bot-percentage"]] as const) {
      const res = await ben.call(handler, "GET", `${base}/${id}/${path}/`, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.data.detail).toBe("Creator account not found. Connect it under Accounts first.");
    }
    expect((await ben.call(sync.POST, "POST", `${base}/${id}/sync/`, { params: { id } })).status).toBe(404);
    expect((await ada.call(followers.GET, "GET", `${base}/abc/followers/`, { params: { id: "abc" } })).status).toBe(404);
    const bad = await ada.call(followers.GET, "GET", `${base}/${id}/followers/?ordering=age&page_size=1000`, { params: { id } });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ordering: [expect.stringContaining("Ordering must be one of")], page_size: ["Page size must be at most 100"] });
    expect((await new Caller().call(followers.GET, "GET", `${base}/${id}/followers/`, { params: { id } })).status).toBe(401);
  });
});
