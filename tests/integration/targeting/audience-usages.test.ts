import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { relatedAudiencePrompts } from "@/lib/server/db/schema";
import { createTeam } from "@/lib/server/teams/create-team";
import { createAdAccount } from "@/lib/server/accounts/ad-accounts";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import * as configs from "@/app/api/audience-configs/route";
import * as config from "@/app/api/audience-configs/[pk]/route";
import * as share from "@/app/api/external/audiences/[pk]/share/route";
import * as shareVia from "@/app/api/external/audiences/[pk]/share-via-account/route";
import * as verify from "@/app/api/external/audience-usages/verify_signed/route";
import * as sharedWith from "@/app/api/external/audience-usages/shared-with/route";
import * as restore from "@/app/api/external/audience-usages/restore/route";
import * as sheet from "@/app/api/external/audience-usages/generate-sheet/route";
import * as reorder from "@/app/api/external/audience-usages/reorder-handles/route";
import * as budget from "@/app/api/external/audience-usages/autopilot-budget-check/route";
import * as usageCheck from "@/app/api/external/audience-usages/usage-check/route";
import * as relatedUse from "@/app/api/external/audience-usages/related-use/route";
import * as usages from "@/app/api/external/audience-usages/route";
import * as recent from "@/app/api/external/recent-audiences/route";
import * as exclusion from "@/app/api/external/exclusion-audiences/route";
import * as categories from "@/app/api/audience-categories/route";
import * as communities from "@/app/api/communities/route";
import * as contentCategories from "@/app/api/content-categories/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import type { Caller } from "../../support/caller";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let carol: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;
let carolTeam: string;

const PACKAGE = { keywords: [{ label: "espresso" }], handles: [{ handle: "bluebottle" }, { handle: "stumptown" }, { handle: "intelligentsia", deselected: true }] };
const save = async (caller: Caller, body: Record<string, unknown>) => (await caller.call(configs.POST, "POST", "/api/audience-configs/", { body })).data as { id: number; name: string };
const pk = (id: number) => ({ params: { pk: String(id) } });

beforeAll(async () => {
  handle = await freshDatabase();
  await seedTargetingReferenceData(handle.db);
  alice = await signedInCaller("alice@example.com");
  carol = await signedInCaller("carol@example.com");
  team = (await createTeam(alice.userId, { name: "Coffee Co", slug: "coffee-co" })).slug;
  carolTeam = (await createTeam(carol.userId, { name: "Carol Co", slug: "carol-co" })).slug;
});
afterAll(async () => handle.close());

describe("sharing saved audiences", () => {
  it("a share link shows the audience to whoever opens it, who can restore it into their team", async () => {
    const made = await save(alice, { team, name: "Coffee people", countries: ["Japan"], targeting_package: PACKAGE });
    const link = await alice.call(share.POST, "POST", `/api/external/audiences/${made.id}/share/`, pk(made.id));
    expect(link.status).toBe(201);
    expect(link.data.path).toBe(`/saved-lists?share=${encodeURIComponent(link.data.token)}`);
    const seen = await carol.call(verify.GET, "GET", `/api/external/audience-usages/verify_signed/?token=${link.data.token}`);
    expect(seen.data).toMatchObject({ shared_by: "alice@example.com", audience: { name: "Coffee people", countries: [{ label: "Japan" }] } });
    const copy = await carol.call(restore.POST, "POST", "/api/external/audience-usages/restore/", { body: { token: link.data.token, team: carolTeam } });
    expect(copy.status).toBe(201);
    expect(copy.data).toMatchObject({ name: "Coffee people", targeting_package: { keywords: [{ label: "espresso" }] } });
    expect(copy.data.id).not.toBe(made.id);
    const carols = await carol.call(configs.GET, "GET", `/api/audience-configs/?team=${carolTeam}`);
    expect(carols.data.map((c: { name: string }) => c.name)).toEqual(["Coffee people"]);
  });

  it("a wrong or tampered token is refused, and restoring into someone else's team is not allowed", async () => {
    const bad = await carol.call(verify.GET, "GET", "/api/external/audience-usages/verify_signed/?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(bad.status).toBe(404);
    expect(bad.data).toEqual({ detail: "This share link is not valid or has expired.", request_id: expect.any(String) });
    const made = await save(alice, { team, name: "Tea", targeting_package: PACKAGE });
    const link = await alice.call(share.POST, "POST", `/api/external/audiences/${made.id}/share/`, pk(made.id));
    expect((await carol.call(restore.POST, "POST", "/api/external/audience-usages/restore/", { body: { token: link.data.token, team } })).status).toBe(404);
    expect((await carol.call(share.POST, "POST", `/api/external/audiences/${made.id}/share/`, pk(made.id))).status).toBe(404);
  });

  it("sharing with an account lists it for the recipient once, and for the owner with the recipient", async () => {
    const made = await save(alice, { team, name: "Latte lovers", targeting_package: PACKAGE });
    const res = await alice.call(shareVia.POST, "POST", `/api/external/audiences/${made.id}/share-via-account/`, { ...pk(made.id), body: { email: "Carol@Example.com" } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ email: "carol@example.com", audience_config_id: made.id });
    const owner = await alice.call(sharedWith.GET, "GET", `/api/external/audience-usages/shared-with/?audience_config_id=${made.id}`);
    expect(owner.data).toEqual([expect.objectContaining({ email: "carol@example.com", restored: null })]);
    const mine = await carol.call(sharedWith.GET, "GET", "/api/external/audience-usages/shared-with/");
    expect(mine.data.map((s: { audience: { name: string } }) => s.audience.name)).toEqual(["Latte lovers"]);
    const shareId = mine.data[0].share_id;
    expect((await carol.call(restore.POST, "POST", "/api/external/audience-usages/restore/", { body: { share_id: shareId, team: carolTeam } })).status).toBe(201);
    expect((await carol.call(restore.POST, "POST", "/api/external/audience-usages/restore/", { body: { share_id: shareId, team: carolTeam } })).status).toBe(404);
    expect((await carol.call(sharedWith.GET, "GET", "/api/external/audience-usages/shared-with/")).data).toEqual([]);
    expect((await carol.call(sharedWith.GET, "GET", `/api/external/audience-usages/shared-with/?audience_config_id=${made.id}`)).status).toBe(404);
  });

  it("refuses unknown recipients and oneself with a field error", async () => {
    const made = await save(alice, { team, name: "Mocha", targeting_package: PACKAGE });
    const nobody = await alice.call(shareVia.POST, "POST", `/api/external/audiences/${made.id}/share-via-account/`, { ...pk(made.id), body: { email: "nobody@example.com" } });
    expect(nobody.status).toBe(400);
    expect(nobody.data).toEqual({ email: ["No account uses this e-mail address."], request_id: expect.any(String) });
    const self = await alice.call(shareVia.POST, "POST", `/api/external/audiences/${made.id}/share-via-account/`, { ...pk(made.id), body: { email: "alice@example.com" } });
    expect(self.data).toEqual({ email: ["You cannot share an audience with yourself."], request_id: expect.any(String) });
    const invalid = await alice.call(shareVia.POST, "POST", `/api/external/audiences/${made.id}/share-via-account/`, { ...pk(made.id), body: { email: "not-an-email" } });
    expect(invalid.data).toEqual({ email: ["Please enter a valid email address"], request_id: expect.any(String) });
  });
});

describe("audience usages", () => {
  it("generates one sheet for several audiences, refusing an empty one by name", async () => {
    const a = await save(alice, { team, name: "Sheet A", targeting_package: PACKAGE });
    const b = await save(alice, { team, name: "Sheet B", targeting_package: { keywords: [{ label: "matcha" }] } });
    const res = await alice.call(sheet.POST, "POST", "/api/external/audience-usages/generate-sheet/", { body: { audience_config_ids: [a.id, b.id] } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = String(res.data).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Sheet A");
    expect(lines[2]).toContain("matcha");
    const empty = await save(alice, { team, name: "Empty one", targeting_package: {} });
    const refused = await alice.call(sheet.POST, "POST", "/api/external/audience-usages/generate-sheet/", { body: { audience_config_ids: [a.id, empty.id] } });
    expect(refused.data).toEqual({ detail: "Empty one: Failed to apply targeting list because it is empty.", request_id: expect.any(String) });
    expect((await carol.call(sheet.POST, "POST", "/api/external/audience-usages/generate-sheet/", { body: { audience_config_ids: [a.id] } })).status).toBe(404);
  });

  it("reorders handles only when given exactly the audience's handles", async () => {
    const made = await save(alice, { team, name: "Order", targeting_package: PACKAGE });
    const res = await alice.call(reorder.POST, "POST", "/api/external/audience-usages/reorder-handles/", { body: { audience_config_id: made.id, handles: ["intelligentsia", "@Stumptown", "bluebottle"] } });
    expect(res.status).toBe(200);
    expect(res.data.targeting_package.handles).toEqual([
      { handle: "intelligentsia", deselected: true },
      { handle: "stumptown", deselected: false },
      { handle: "bluebottle", deselected: false },
    ]);
    const wrong = await alice.call(reorder.POST, "POST", "/api/external/audience-usages/reorder-handles/", { body: { audience_config_id: made.id, handles: ["stumptown", "bluebottle"] } });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({ handles: ["Send exactly the audience's handles, in the new order."], request_id: expect.any(String) });
  });

  it("the autopilot budget check asks the ads adapter whether the account can fund it", async () => {
    await createAdAccount(alice.userId, { account_id: "18ce54budget", name: "Budget", network: "twitter", standalone: false });
    const ok = await alice.call(budget.POST, "POST", "/api/external/audience-usages/autopilot-budget-check/", { body: { ad_account_id: "18ce54budget", budget: 2500 } });
    expect(ok.data).toMatchObject({ ok: true, reason: null, reason_code: null, currency: "USD" });
    expect((await carol.call(budget.POST, "POST", "/api/external/audience-usages/autopilot-budget-check/", { body: { ad_account_id: "18ce54budget", budget: 2500 } })).status).toBe(422);
    expect((await alice.call(budget.POST, "POST", "/api/external/audience-usages/autopilot-budget-check/", { body: { ad_account_id: "18ce54budget", budget: -1 } })).data).toEqual({ budget: ["budget must be more than 0"], request_id: expect.any(String) });
  });

  it("the suggestion prompt comes at every fifth related-audience use, a day apart, only with saved audiences", async () => {
    const use = async (caller: Caller) => (await caller.call(relatedUse.POST, "POST", "/api/external/audience-usages/related-use/", { body: {} })).data;
    const check = async (caller: Caller) => (await caller.call(usageCheck.POST, "POST", "/api/external/audience-usages/usage-check/", { body: {} })).data;
    const dave = await signedInCaller("dave@example.com");
    for (let i = 0; i < 4; i++) expect(await use(dave)).toMatchObject({ prompt: false });
    expect(await use(dave)).toEqual({ related_uses: 5, config_count: 0, last_prompt_at: null, prompt: false });

    const made = await save(alice, { team, name: "Used", targeting_package: PACKAGE });
    await alice.call(usages.POST, "POST", "/api/external/audience-usages/", { body: { state: "applied", audience_config_id: made.id, targeting_package: PACKAGE } });
    expect(await check(alice)).toMatchObject({ related_uses: 0, prompt: false });
    for (let i = 0; i < 4; i++) expect(await use(alice)).toMatchObject({ related_uses: i + 1, prompt: false });
    const fifth = await use(alice);
    expect(fifth).toMatchObject({ related_uses: 5, prompt: true });
    expect(Date.now() - Date.parse(fifth.last_prompt_at)).toBeLessThan(60_000);
    expect(await check(alice)).toMatchObject({ related_uses: 5, last_prompt_at: fifth.last_prompt_at, prompt: false });
    for (let i = 0; i < 5; i++) expect(await use(alice)).toMatchObject({ prompt: false });
    expect(await check(alice)).toMatchObject({ related_uses: 10, prompt: false });

    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await handle.db.update(relatedAudiencePrompts).set({ lastPromptAt: twoDaysAgo }).where(eq(relatedAudiencePrompts.userId, alice.userId));
    expect(await check(alice)).toMatchObject({ related_uses: 10, last_prompt_at: twoDaysAgo.toISOString(), prompt: true });
    for (let i = 0; i < 4; i++) expect(await use(alice)).toMatchObject({ prompt: false });
    expect(await use(alice)).toMatchObject({ related_uses: 15, prompt: true });
  });

  it("two related-audience uses at once count twice and prompt at most once", async () => {
    const erin = await signedInCaller("erin@example.com");
    const erinTeam = (await createTeam(erin.userId, { name: "Erin Co", slug: "erin-co" })).slug;
    await save(erin, { team: erinTeam, name: "Erin's", targeting_package: PACKAGE });
    for (let i = 0; i < 3; i++) await erin.call(relatedUse.POST, "POST", "/api/external/audience-usages/related-use/", { body: {} });
    const both = await Promise.all([0, 1].map(() => erin.call(relatedUse.POST, "POST", "/api/external/audience-usages/related-use/", { body: {} })));
    expect(both.map((r) => r.data.related_uses).sort()).toEqual([4, 5]);
    expect(both.filter((r) => r.data.prompt)).toHaveLength(1);
  });

  it("recent audiences put the last applied first, then the newest", async () => {
    const list = await alice.call(recent.GET, "GET", `/api/external/recent-audiences/?team=${team}`);
    expect(list.data[0].name).toBe("Used");
    expect(list.data.length).toBeLessThanOrEqual(10);
    expect((await carol.call(recent.GET, "GET", `/api/external/recent-audiences/?team=${team}`)).status).toBe(404);
  });

  it("lists exclusion audiences and the team's categories", async () => {
    await save(alice, { team, name: "Existing customers", categories: ["Exclusion Audience", "CRM"], targeting_package: PACKAGE });
    const ex = await alice.call(exclusion.GET, "GET", `/api/external/exclusion-audiences/?team=${team}`);
    expect(ex.data.map((c: { name: string }) => c.name)).toEqual(["Existing customers"]);
    const cats = await alice.call(categories.GET, "GET", `/api/audience-categories/?team=${team}`);
    expect(cats.data).toEqual([{ name: "CRM", count: 1 }, { name: "Exclusion Audience", count: 1 }]);
    expect((await carol.call(categories.GET, "GET", `/api/audience-categories/?team=${team}`)).data).toEqual({ detail: "Not found.", request_id: expect.any(String) });
  });

  it("deletes a saved audience for members only", async () => {
    const made = await save(alice, { team, name: "Short-lived", targeting_package: PACKAGE });
    expect((await carol.call(config.DELETE, "DELETE", `/api/audience-configs/${made.id}/`, pk(made.id))).status).toBe(404);
    expect((await alice.call(config.DELETE, "DELETE", `/api/audience-configs/${made.id}/`, pk(made.id))).status).toBe(204);
    expect((await alice.call(config.GET, "GET", `/api/audience-configs/${made.id}/`, pk(made.id))).status).toBe(404);
  });
});

describe("targeting reference: communities and content categories", () => {
  it("lists topic communities with their hashtags, and X's interest categories", async () => {
    const res = await alice.call(communities.GET, "GET", "/api/communities/");
    const tech = res.data.communities.find((c: { name: string }) => c.name === "tech");
    expect(tech).toMatchObject({ hashtags: expect.arrayContaining(["ai"]), accounts: 0 });
    const cats = await alice.call(contentCategories.GET, "GET", "/api/content-categories/");
    expect(cats.data.content_categories.map((c: { name: string }) => c.name)).toContain("Books and literature");
    expect(cats.data.content_categories.every((c: { interests: number }) => c.interests > 0)).toBe(true);
  });
});
