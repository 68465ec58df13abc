import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { referralRedemptions, subscriptions, teams } from "@/lib/server/db/schema";
import * as info from "@/app/api/external/deepthought/subscription-info/route";
import * as create from "@/app/api/external/deepthought/create-subscription/route";
import * as cancel from "@/app/api/external/deepthought/cancel-subscription/route";
import * as referral from "@/app/api/external/deepthought/create-referral/route";
import * as confirm from "@/app/api/customer/subscriptions/checkout/[id]/confirm/route";
import * as checkoutOne from "@/app/api/customer/subscriptions/checkout/[id]/route";
import { cancelSubscriptionNow, extendSubscription, grantSubscription, GrantError, resolveOwner } from "@/lib/server/billing/grant-subscription";
import { addInterval } from "@/lib/domain/billing/periods";
import { hasActiveSubscription } from "@/lib/server/billing/subscription-rows";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";

let handle: DatabaseHandle;
let ada: Awaited<ReturnType<typeof signedInCaller>>;
let ben: Awaited<ReturnType<typeof signedInCaller>>;

beforeAll(async () => {
  handle = await freshDatabase();
  ada = await signedInCaller("ada@creators.example");
  ben = await signedInCaller("ben@creators.example");
});
afterAll(async () => handle.close());

async function subscribe(caller: Caller, body: Record<string, unknown>) {
  const opened = await caller.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body });
  if (opened.status !== 201) return opened;
  return caller.call(confirm.POST, "POST", `/api/customer/subscriptions/checkout/${opened.data.id}/confirm/`, { params: { id: opened.data.id } });
}

describe("creator plans with the local provider", () => {
  it("needs a signed-in creator", async () => {
    expect((await new Caller().call(info.GET, "GET", "/api/external/deepthought/subscription-info/")).status).toBe(401);
  });

  it("shows no plan, the creator plans, and no referral code yet", async () => {
    const res = await ada.call(info.GET, "GET", "/api/external/deepthought/subscription-info/", { headers: { "accept-language": "ja" } });
    expect(res.data).toMatchObject({ active: false, subscription: null, referral: null, credit: { amount: 0, currency: "EUR" } });
    expect(res.data.plans.map((p: { code: string }) => p.code)).toEqual(["creator_monthly", "creator_yearly"]);
  });

  it("subscribes through the suite's checkout, returning to /create-subscription/success", async () => {
    const opened = await ada.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body: { plan: "creator_monthly" } });
    expect(opened.status).toBe(201);
    expect(opened.data.url).toBe(`http://suite.localhost:3000/billing/checkout/${opened.data.id}`);
    const page = await ada.call(checkoutOne.GET, "GET", `/api/customer/subscriptions/checkout/${opened.data.id}/`, { params: { id: opened.data.id } });
    expect(page.data).toMatchObject({
      plan_detail: { code: "creator_monthly" },
      success_url: `http://suite.localhost:3000/create-subscription/success?checkout=${opened.data.id}`,
      cancel_url: `http://suite.localhost:3000/create-subscription/cancel?checkout=${opened.data.id}`,
    });
    expect((await ben.call(confirm.POST, "POST", `/api/customer/subscriptions/checkout/${opened.data.id}/confirm/`, { params: { id: opened.data.id } })).status).toBe(404);
    const done = await ada.call(confirm.POST, "POST", `/api/customer/subscriptions/checkout/${opened.data.id}/confirm/`, { params: { id: opened.data.id } });
    expect(done.data.status).toBe("completed");
    const res = await ada.call(info.GET, "GET", "/api/external/deepthought/subscription-info/");
    expect(res.data).toMatchObject({ active: true, features: ["deep_thought"], subscription: { plan: { code: "creator_monthly", price: "€9.00" }, status: "active" } });
  });

  it("refuses team plans for a creator", async () => {
    const res = await ben.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body: { plan: "team_monthly" } });
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ plan: ["This plan is not offered here."], request_id: expect.any(String) });
  });

  it("makes one referral code per creator stating the credit, and credits both sides once per new subscriber", async () => {
    const made = await ada.call(referral.POST, "POST", "/api/external/deepthought/create-referral/");
    expect(made.data).toMatchObject({ credit: { amount: 500, currency: "EUR", display: "€5.00" } });
    expect(made.data.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await ada.call(referral.POST, "POST", "/api/external/deepthought/create-referral/")).data.code).toBe(made.data.code);

    const own = await ada.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body: { plan: "creator_yearly", referral_code: made.data.code } });
    expect(own.status).toBe(422);
    const typo = await ben.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body: { plan: "creator_yearly", referral_code: "nope" } });
    expect(typo.data).toEqual({ referral_code: ["Enter a valid referral code."], request_id: expect.any(String) });
    const unknown = await ben.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body: { plan: "creator_yearly", referral_code: "ZZZZ9999" } });
    expect(unknown.data).toEqual({ referral_code: ["This referral code does not exist."], request_id: expect.any(String) });

    const typed = made.data.code.toLowerCase().replace(/^(.{4})/, "$1-");
    expect((await subscribe(ben, { plan: "creator_yearly", referral_code: typed })).data.status).toBe("completed");
    const benInfo = await ben.call(info.GET, "GET", "/api/external/deepthought/subscription-info/");
    expect(benInfo.data.credit).toMatchObject({ amount: 500, display: "€5.00" });
    expect((await ada.call(info.GET, "GET", "/api/external/deepthought/subscription-info/")).data).toMatchObject({ credit: { amount: 500, referrals: 1 }, referral: { code: made.data.code } });

    // Ben is no longer new: after cancelling and subscribing again, the code gives nothing.
    await cancelSubscriptionNow({ kind: "user", userId: ben.userId });
    const again = await ben.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body: { plan: "creator_monthly", referral_code: made.data.code } });
    expect(again.status).toBe(422);
    expect(again.data.referral_code[0]).toMatch(/once per new subscriber/);
    expect(await handle.db.select().from(referralRedemptions)).toHaveLength(1);
  });

  it("upgrades through PATCH subscription-info, cancels at period end and resumes", async () => {
    const up = await ada.call(info.PATCH, "PATCH", "/api/external/deepthought/subscription-info/", { body: { plan: "creator_yearly" } });
    expect(up.data.subscription.plan.code).toBe("creator_yearly");
    const cancelled = await ada.call(cancel.POST, "POST", "/api/external/deepthought/cancel-subscription/");
    expect(cancelled.data).toMatchObject({ active: true, subscription: { status: "canceling", cancel_at_period_end: true } });
    const resumed = await ada.call(info.PATCH, "PATCH", "/api/external/deepthought/subscription-info/", { body: { cancel_at_period_end: false } });
    expect(resumed.data.subscription).toMatchObject({ status: "active", cancel_at_period_end: false });
    expect((await ada.call(info.PATCH, "PATCH", "/api/external/deepthought/subscription-info/", { body: {} })).status).toBe(400);
    expect((await ada.call(info.PATCH, "PATCH", "/api/external/deepthought/subscription-info/", { body: { plan: "creator_monthly" } })).status).toBe(422);
  });
});

describe("npm run billing: grant, extend, cancel", () => {
  it("grants a team plan for some months, extends it, and cancels it now", async () => {
    const [team] = await handle.db.insert(teams).values({ slug: "granted", name: "Granted" }).returning();
    const owner = await resolveOwner("team:granted");
    const now = new Date();
    const granted = await grantSubscription(owner, "enterprise_yearly", 3, now);
    expect(granted).toMatchObject({ planName: "Enterprise yearly", status: "active", provider: "local", cancelAtPeriodEnd: true });
    expect(granted.currentPeriodEnd).toEqual(addInterval(now, "month", 3));
    const extended = await extendSubscription(owner, 2, now);
    expect(extended.currentPeriodEnd).toEqual(addInterval(addInterval(now, "month", 3), "month", 2));
    expect(await hasActiveSubscription(owner, ben.userId)).toBe(true);
    await cancelSubscriptionNow(owner);
    expect(await hasActiveSubscription(owner, ben.userId)).toBe(false);
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.teamId, team.id))).toHaveLength(1);
  });

  it("grants creator plans to users by e-mail and says what is wrong otherwise", async () => {
    const owner = await resolveOwner("ada@creators.example");
    expect(owner).toEqual({ kind: "user", userId: ada.userId });
    await expect(grantSubscription(owner, "team_monthly")).rejects.toThrow("team_monthly is a team plan: grant it to a team.");
    await expect(resolveOwner("team:nobody")).rejects.toBeInstanceOf(GrantError);
    await expect(grantSubscription(owner, "platinum")).rejects.toThrow("No plan platinum.");
    const replaced = await grantSubscription(owner, "creator_yearly");
    expect(replaced.cancelAtPeriodEnd).toBe(false);
    const rows = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, ada.userId));
    expect(rows.filter((r) => r.status === "active")).toHaveLength(1);
  });
});
