import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { createTeam } from "@/lib/server/teams/create-team";
import * as followersOf from "@/app/api/external/audience-builder/followers-of/route";
import * as interestedIn from "@/app/api/external/audience-builder/interested-in/route";
import * as postedAbout from "@/app/api/external/audience-builder/posted-about/route";
import * as wordsInProfile from "@/app/api/external/audience-builder/words-in-profile/route";
import * as suggest from "@/app/api/external/audience-builder/suggest-interests/route";
import * as builderInsights from "@/app/api/external/audience-builder/generate-insights/route";
import * as related from "@/app/api/external/related-keywords/route";
import * as jobSizes from "@/app/api/job-title-size-estimator/route";
import * as jobTargeting from "@/app/api/job-title-targeting/route";
import * as insight from "@/app/api/audience-insight/[pk]/route";
import * as configs from "@/app/api/audience-configs/route";
import * as autocomplete from "@/app/api/audience-configs/autocomplete/route";
import * as perspectives from "@/app/api/audience-configs/perspectives/route";
import * as teamInsights from "@/app/api/audience-configs/insights/route";
import * as byConfig from "@/app/api/audience-insights/[pk]/by_config/route";
import * as exploreInsights from "@/app/api/external/config-generate-explore-insights/route";
import * as plans from "@/app/api/audience-plan/route";
import * as plan from "@/app/api/audience-plan/[pk]/route";
import { roundSize } from "@/lib/domain/targeting/generation/size-estimate";
import { config } from "@/lib/server/config";
import { signedInCaller } from "../../support/auth";
import { CREATOR_CORPUS_ACCOUNTS, creatorDatabase } from "../../support/creator-corpus";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
let configId: number;
const scaled = (n: number) => roundSize((n / CREATOR_CORPUS_ACCOUNTS) * config().TARGETING_PLATFORM_USERS);

beforeAll(async () => {
  handle = await creatorDatabase();
  alice = await signedInCaller("alice@example.com");
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Shoe Co", slug: "shoe-co" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "other-co" });
  const made = await alice.call(configs.POST, "POST", "/api/audience-configs/", {
    body: { team, name: "Runners", size: 1000, categories: ["Sports"], countries: ["United States"], targeting_package: { hashtags: [{ label: "#running" }], handles: [{ handle: "chefbot", deselected: true }] } },
  });
  configId = made.data.id;
}, 60_000);
afterAll(async () => handle.close());

const post = (route: { POST?: unknown }, path: string, body: unknown) => alice.call(route.POST as never, "POST", path, { body });

describe("audience builder", () => {
  it("sizes each way into an audience from counted corpus accounts", async () => {
    const followers = await post(followersOf, "/api/external/audience-builder/followers-of/", { handles: ["@runclub"] });
    expect(followers.data).toMatchObject({ matched_accounts: 6, corpus_accounts: CREATOR_CORPUS_ACCOUNTS });
    expect(followers.data.audience_size.estimate).toBe(scaled(6));
    expect((await post(interestedIn, "/api/external/audience-builder/interested-in/", { interests: ["Hobbies and interests/Exercise and fitness"] })).data.matched_accounts).toBe(4);
    expect((await post(postedAbout, "/api/external/audience-builder/posted-about/", { keywords: ["pasta"] })).data.matched_accounts).toBe(2);
    const bios = await post(wordsInProfile, "/api/external/audience-builder/words-in-profile/", { words: ["runner"] });
    // Bios using words starting "run": @runclub, r1 "Marathon runner", r2 "Trail running", r5 and r6 "Runner"; not g2 "Speedrunner".
    expect(bios.data.matched_accounts).toBe(5);
  });

  it("generate-insights unions the criteria and lists what the audience over-uses", async () => {
    const res = await post(builderInsights, "/api/external/audience-builder/generate-insights/", { followers_of: ["chefbot"], posted_about: ["recipe"] });
    expect(res.data.matched_accounts).toBe(5); // c1-c4 and g1 follow @chefbot; recipe posts are c1-c3
    expect(res.data.hashtags.map((h: { label: string }) => h.label)).toContain("#foodie");
    const empty = await post(builderInsights, "/api/external/audience-builder/generate-insights/", {});
    expect(empty.status).toBe(400);
  });

  it("suggests X interests for a description, and refuses sensitive ones", async () => {
    const res = await post(suggest, "/api/external/audience-builder/suggest-interests/", { description: "marathon running and fitness" });
    expect(res.data.interests.map((i: { label: string }) => i.label)).toContain("Hobbies and interests/Exercise and fitness");
    expect((await post(suggest, "/api/external/audience-builder/suggest-interests/", { description: "people with depression" })).status).toBe(400);
  });

  it("related keywords are those used beside the given ones, not the given ones", async () => {
    const res = await post(related, "/api/external/related-keywords/", { keywords: "marathon" });
    const labels = res.data.related_keywords.map((k: { label: string }) => k.label);
    expect(labels).toEqual(expect.arrayContaining(["running", "shoes"]));
    expect(labels).not.toContain("marathon");
    expect(labels).not.toContain("pasta");
  });
});

describe("job titles", () => {
  it("sizes each title and all of them", async () => {
    const res = await post(jobSizes, "/api/job-title-size-estimator/", { job_titles: ["Coach", "chef", "astronaut"] });
    expect(res.data.job_titles.map((j: { label: string; corpus_accounts: number }) => [j.label, j.corpus_accounts])).toEqual([["Coach", 1], ["chef", 1], ["astronaut", 0]]);
    expect(res.data.total.matched_accounts).toBe(2);
  });

  it("job-title targeting starts a generation polled at audience-insight", async () => {
    const res = await post(jobTargeting, "/api/job-title-targeting/", { job_titles: ["chef"], email: "alice@example.com" });
    expect(res.status).toBe(201);
    let record;
    for (let i = 0; i < 200; i++) {
      record = (await alice.call(insight.GET, "GET", `/api/audience-insight/${res.data.id}/`, { params: { pk: String(res.data.id) } })).data;
      if (!record.processing) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(record.status).toBe("done");
    expect(record.insights.matched_accounts).toBe(1); // only c4's bio says chef (@chefbot's says "Recipes daily")
  });
});

describe("saved audience insights and plans", () => {
  it("autocompletes names and counts configs by category, members only", async () => {
    const found = await alice.call(autocomplete.GET, "GET", `/api/audience-configs/autocomplete/?team=${team}&q=run`);
    expect(found.data.map((c: { name: string }) => c.name)).toEqual(["Runners"]);
    expect((await alice.call(autocomplete.GET, "GET", `/api/audience-configs/autocomplete/?team=${team}&q=%25`)).data).toEqual([]);
    const p = await alice.call(perspectives.GET, "GET", `/api/audience-configs/perspectives/?team=${team}`);
    expect(p.data.by_category).toEqual([{ name: "Sports", count: 1, size: 1000 }]);
    expect((await mallory.call(perspectives.GET, "GET", `/api/audience-configs/perspectives/?team=${team}`)).status).toBe(404);
  });

  it("a config's insights count who its selected items reach in its countries", async () => {
    const res = await alice.call(byConfig.GET, "GET", `/api/audience-insights/${configId}/by_config/`, { params: { pk: String(configId) } });
    // #running is posted by r1-r4, all in the United States; the deselected @chefbot adds nobody.
    expect(res.data.insights.matched_accounts).toBe(4);
    expect(res.data.insights.audience_size.estimate).toBe(scaled(4));
    const all = await alice.call(teamInsights.GET, "GET", `/api/audience-configs/insights/?team=${team}`);
    expect(all.data[0].insights.matched_accounts).toBe(4);
    const explore = await post(exploreInsights, "/api/external/config-generate-explore-insights/", { email: "alice@example.com", audience_config_id: configId, ad_account_id: null });
    expect(explore.data.insights.matched_accounts).toBe(4);
    expect((await post(exploreInsights, "/api/external/config-generate-explore-insights/", { email: "bob@example.com", audience_config_id: configId })).data.detail).toMatch(/Invalid access/);
    expect((await mallory.call(byConfig.GET, "GET", `/api/audience-insights/${configId}/by_config/`, { params: { pk: String(configId) } })).status).toBe(404);
  });

  it("plans: create, read, update, delete, with configs of the same team only", async () => {
    const made = await post(plans, "/api/audience-plan/", { team, name: "Q3", audience_config_ids: [configId], budget: 5000, currency: "GBP" });
    expect(made.status).toBe(201);
    const pk = String(made.data.id);
    expect((await alice.call(plans.GET, "GET", `/api/audience-plan/?team=${team}`)).data.map((p: { name: string }) => p.name)).toEqual(["Q3"]);
    const changed = await alice.call(plan.PATCH, "PATCH", `/api/audience-plan/${pk}/`, { params: { pk }, body: { budget: 7000 } });
    expect(changed.data).toMatchObject({ name: "Q3", budget: 7000, currency: "GBP", audience_config_ids: [configId] });
    expect((await mallory.call(plan.GET, "GET", `/api/audience-plan/${pk}/`, { params: { pk } })).status).toBe(404);
    expect((await post(plans, "/api/audience-plan/", { team, name: "Bad", audience_config_ids: [999999] })).status).toBe(400);
    expect((await alice.call(plan.DELETE, "DELETE", `/api/audience-plan/${pk}/`, { params: { pk } })).status).toBe(204);
    expect((await alice.call(plan.GET, "GET", `/api/audience-plan/${pk}/`, { params: { pk } })).status).toBe(404);
  });
});
