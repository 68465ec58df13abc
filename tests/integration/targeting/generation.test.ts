import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { createTeam } from "@/lib/server/teams/create-team";
import { addMember } from "../../support/team-members";
import * as generate from "@/app/api/external/generate-native-pack/route";
import * as analyzer from "@/app/api/external/standalone-description-analyzer/route";
import * as insight from "@/app/api/audience-insight/[pk]/route";
import { roundSize } from "@/lib/domain/targeting/generation/size-estimate";
import { campaignGenerationMessage } from "@/lib/domain/targeting/rules";
import { config } from "@/lib/server/config";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";
import { CREATOR_CORPUS_ACCOUNTS, creatorDatabase } from "../../support/creator-corpus";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let bob: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
const P = () => config().TARGETING_PLATFORM_USERS;

beforeAll(async () => {
  handle = await creatorDatabase();
  alice = await signedInCaller("alice@example.com");
  bob = await signedInCaller("bob@example.com");
  mallory = await signedInCaller("mallory@example.com");
  const made = await createTeam(alice.userId, { name: "Shoe Co", slug: "shoe-co" });
  team = made.slug;
  await addMember(made.id, bob.userId);
}, 60_000);
afterAll(async () => handle.close());

type Caller_ = Caller;
const start = (caller: Caller_, body: Record<string, unknown>) => caller.call(generate.POST, "POST", "/api/external/generate-native-pack/", { body });
const poll = (caller: Caller_, id: number) => caller.call(insight.GET, "GET", `/api/audience-insight/${id}/`, { params: { pk: String(id) } });

/** Polls like the screen does (without its 3 s pause) until the record stops processing. */
async function finished(caller: Caller_, id: number) {
  for (let i = 0; i < 200; i++) {
    const res = await poll(caller, id);
    if (!res.data.processing) return res;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("generation never finished");
}

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe("generate-native-pack", () => {
  it("builds a package for a running-shoes description from the corpus, with sizes from counted accounts", async () => {
    const res = await start(alice, { team, description: "People who love running", email: "alice@example.com", ad_account_id: "18ce54demo01" });
    expect(res.status).toBe(201);
    expect(typeof res.data.id).toBe("number");
    const done = await finished(alice, res.data.id);
    expect(done.data.status).toBe("done");
    const pkg = done.data.targeting_package;
    // Audience: r1-r6 (bios or posts about running) and @runclub ("The running club").
    expect(done.data.insights.matched_accounts).toBe(7);
    expect(done.data.insights.corpus_accounts).toBe(CREATOR_CORPUS_ACCOUNTS);
    expect(labels(pkg.keywords)).toEqual(expect.arrayContaining(["running", "marathon", "shoes"]));
    expect(labels(pkg.hashtags)).toContain("#running");
    expect(labels(pkg.hashtags)).not.toContain("#foodie");
    expect(labels(pkg.interests)).toContain("Hobbies and interests/Exercise and fitness");
    expect(pkg.handles.map((h: { handle: string }) => h.handle)).toContain("runclub");
    expect(pkg.handles.map((h: { handle: string }) => h.handle)).not.toContain("chefbot");
    expect(pkg.locations).toEqual(expect.arrayContaining(["United States", "Japan"]));
    expect(labels(pkg.languages)).toContain("English");
    expect(pkg.age).toBe("AGE_ANY");
    expect(pkg.gender).toBe("ANY");
    // Each size is its counted corpus accounts scaled to X: "running" is used by r1-r5.
    const running = pkg.keywords.find((k: { label: string }) => k.label === "running");
    expect(running.corpus_accounts).toBe(5);
    expect(running.size).toBe(roundSize((5 / CREATOR_CORPUS_ACCOUNTS) * P()));
    expect(running.size_min).toBeLessThan(running.size);
    expect(running.size_max).toBeGreaterThan(running.size);
    const fitness = pkg.interests.find((i: { label: string }) => i.label.endsWith("Exercise and fitness"));
    expect(fitness).toMatchObject({ id: "13029", corpus_accounts: 4 });
    const size = done.data.insights.audience_size;
    expect(size.estimate).toBe(roundSize((done.data.insights.package_accounts / CREATOR_CORPUS_ACCOUNTS) * P()));
    expect(size.min).toBeLessThanOrEqual(size.estimate);
    expect(size.max).toBeGreaterThanOrEqual(size.estimate);
  });

  it("keyword groups keep their AND/OR shape and exclusions; gender narrows by the known share", async () => {
    const res = await start(alice, { team, how: "keywords", keyword_groups: [["pasta", "recipe"]], excluded_keywords: ["running"], gender: "FEMALE", email: "alice@example.com" });
    const done = await finished(alice, res.data.id);
    // c1 and c2 post "pasta recipe"; c3's "sourdough recipe" lacks pasta.
    expect(done.data.insights.matched_accounts).toBe(2);
    expect(labels(done.data.targeting_package.hashtags)).toEqual(["#foodie"]);
    expect(done.data.targeting_package.gender).toBe("FEMALE");
    expect(done.data.insights.demographic_share).toBe(1); // c1 is the one of known gender, and female
  });

  it("budget mode turns the budget into the accounts it reaches at the configured cost, capped by the package; size mode takes the chosen size's bucket", async () => {
    const cost = config().TARGETING_COST_PER_1000_REACHED_USD;
    const small = await finished(alice, (await start(alice, { team, description: "People who love running", mode: "budget", budget: "500", currency: "GBP", email: "alice@example.com" })).data.id);
    const estimate = small.data.insights.audience_size.estimate;
    const bought = (500 * config().TARGETING_CURRENCY_USD_RATES.GBP * 1000) / cost;
    expect(bought).toBeLessThan(estimate);
    const floor2 = (n: number) => Math.floor(n / 10 ** (Math.floor(Math.log10(n)) - 1)) * 10 ** (Math.floor(Math.log10(n)) - 1);
    expect(small.data.insights.plan).toMatchObject({ mode: "budget", status: "estimated", budget: 500, currency: "GBP", reach: floor2(bought), limited_by: "budget", bucket: "<1M", cost_per_thousand_usd: cost });

    const big = await finished(alice, (await start(alice, { team, description: "People who love running", mode: "budget", budget: "1000000", currency: "USD", email: "alice@example.com" })).data.id);
    expect(big.data.insights.plan).toMatchObject({ status: "estimated", reach: big.data.insights.audience_size.estimate, limited_by: "package" });

    const other = await finished(alice, (await start(alice, { team, description: "People who love running", budget: "500", currency: "Other", email: "alice@example.com" })).data.id);
    expect(other.data.insights.plan).toEqual({ mode: "budget", status: "unknown_currency", budget: 500, currency: "Other" });

    const sized = await finished(alice, (await start(alice, { team, description: "People who love running", mode: "size", size: "3000000", email: "alice@example.com" })).data.id);
    expect(sized.data.insights.plan).toMatchObject({ mode: "size", status: "chosen", size: 3_000_000, bucket: "1M-5M" });
    expect(sized.data.insights.platform_users).toBe(P());
  });

  it("refuses sensitive categories before anything is written", async () => {
    const res = await start(alice, { team, description: "Runners with diabetes", email: "alice@example.com" });
    expect(res.status).toBe(400);
    expect(res.data.description[0]).toMatch(/sensitive categories.*health conditions/);
    const religious = await alice.call(analyzer.POST, "POST", "/api/external/standalone-description-analyzer/", { body: { description: "Catholic churchgoers", email: "alice@example.com" } });
    expect(religious.status).toBe(400);
  });

  it("an unknown audience fails with the detail the screen shows as 'No audience found'", async () => {
    const res = await start(alice, { description: "quantum basketweaving", email: "alice@example.com" });
    const done = await finished(alice, res.data.id);
    expect(done.data.status).toBe("failed");
    expect(campaignGenerationMessage(done.data.detail)).toBe("No audience found");
  });

  it("someone else's e-mail is 'Invalid access' (the screen's 'Invalid email address'); bad input is a field error", async () => {
    const res = await start(alice, { description: "running", email: "bob@example.com" });
    expect(res.status).toBe(400);
    expect(campaignGenerationMessage(res.data.detail)).toBe("Invalid email address");
    const bad = await start(alice, { description: "", email: "alice@example.com", age: "AGE_7", budget: 123 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data).sort()).toEqual(["age", "budget", "description", "request_id"]);
  });

  it("polling: the creator and team members read the record; other teams and anonymous callers do not", async () => {
    const res = await start(alice, { team, description: "marathon training", email: "alice@example.com" });
    const first = await poll(alice, res.data.id);
    expect(first.status).toBe(200);
    expect(first.data).toHaveProperty("targeting_package");
    await finished(alice, res.data.id);
    expect((await poll(bob, res.data.id)).data.status).toBe("done");
    expect((await poll(mallory, res.data.id)).status).toBe(404);
    expect((await poll(new Caller(), res.data.id)).status).toBe(401);
    expect((await start(mallory, { team, description: "running", email: "mallory@example.com" })).status).toBe(404);
    const own = await start(mallory, { description: "running", email: "mallory@example.com" });
    expect((await poll(alice, own.data.id)).status).toBe(404);
  });

  it("StandaloneDescriptionAnalyzer takes a description and e-mail and is polled the same way", async () => {
    const res = await alice.call(analyzer.POST, "POST", "/api/external/standalone-description-analyzer/", { body: { description: "home cook pasta recipes", email: "alice@example.com" } });
    expect(res.status).toBe(201);
    const done = await finished(alice, res.data.id);
    expect(labels(done.data.targeting_package.keywords)).toEqual(expect.arrayContaining(["pasta", "recipe"]));
  });
});
