import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { billingCheckouts, billingInvoices, subscriptions } from "@/lib/server/db/schema";
import { requireActiveSubscription } from "@/lib/server/ads/upload-access";
import * as publicKey from "@/app/api/customer/subscriptions/public_key/route";
import * as plans from "@/app/api/customer/subscriptions/plans/route";
import * as status from "@/app/api/customer/subscriptions/status/route";
import * as checkout from "@/app/api/customer/subscriptions/checkout/route";
import * as checkoutOne from "@/app/api/customer/subscriptions/checkout/[id]/route";
import * as confirm from "@/app/api/customer/subscriptions/checkout/[id]/confirm/route";
import * as upgrade from "@/app/api/customer/subscriptions/upgrade/route";
import * as cancel from "@/app/api/customer/subscriptions/cancel/route";
import * as invoices from "@/app/api/customer/subscriptions/invoices/route";
import * as portal from "@/app/api/customer/subscriptions/portal/route";
import * as webhook from "@/app/api/customer/subscriptions/webhook/route";
import { freshDatabase } from "../../support/test-db";
import { billingTeam, joinGroup } from "../../support/billing";
import { signedInCaller } from "../../support/auth";
import { callRoute } from "../../support/call-route";

// The local provider: plans in our database, checkout confirmed on our own page, nothing charged.

let handle: DatabaseHandle;
let acme: Awaited<ReturnType<typeof billingTeam>>;
const team = "acme-billing";
let otherOpenCheckout = "";

beforeAll(async () => {
  handle = await freshDatabase();
  acme = await billingTeam(team);
});
afterAll(async () => handle.close());

async function uploadRefusal(userId: string, teamId: string): Promise<string | null> {
  try {
    await requireActiveSubscription(userId, teamId);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("team plans with the local provider", () => {
  it("has no publishable key and lists the plans priced in the caller's language", async () => {
    expect((await callRoute(publicKey.GET, { url: "/api/customer/subscriptions/public_key/" })).json).toEqual({ public_key: null, provider: "local" });
    const en = await callRoute(plans.GET, { url: "/api/customer/subscriptions/plans/?audience=team" });
    expect(en.json).toEqual(expect.arrayContaining([expect.objectContaining({ code: "team_monthly", price: "€49.00", interval: "month", features: ["upload_audiences"] })]));
    const ja = await callRoute(plans.GET, { url: "/api/customer/subscriptions/plans/?audience=creator", headers: { "accept-language": "ja" } });
    expect((ja.json as unknown as { code: string; price: string }[]).map((p) => p.code)).toEqual(["creator_monthly", "creator_yearly"]);
    expect((await callRoute(plans.GET, { url: "/api/customer/subscriptions/plans/?audience=pets" })).status).toBe(400);
  });

  it("shows members the team's status without a plan, and uploads are refused with the spec's message", async () => {
    const res = await acme.member.call(status.GET, "GET", `/api/customer/subscriptions/status/?team=${team}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ can_manage: false, active: false, subscription: null, provider: "local", billing_details: { present: true, country: "France" } });
    expect(await uploadRefusal(acme.admin.userId, acme.team.id)).toBe("You need an active subscription to upload audiences to X.");
  });

  it("lets only admins buy, upgrade, cancel, open the portal or read invoices (403 for members, 404 for outsiders)", async () => {
    const outsider = await signedInCaller("outsider@elsewhere.example");
    for (const [handler, path, body] of [
      [checkout.POST, "checkout", { team, plan: "team_monthly" }],
      [upgrade.POST, "upgrade", { team, plan: "enterprise_monthly" }],
      [cancel.POST, "cancel", { team }],
      [portal.POST, "portal", { team }],
    ] as const) {
      expect((await acme.member.call(handler, "POST", `/api/customer/subscriptions/${path}/`, { body })).status).toBe(403);
      expect((await outsider.call(handler, "POST", `/api/customer/subscriptions/${path}/`, { body })).status).toBe(404);
    }
    expect((await acme.member.call(invoices.GET, "GET", `/api/customer/subscriptions/invoices/?team=${team}`)).status).toBe(403);
    expect(await handle.db.select().from(billingCheckouts)).toHaveLength(0);
  });

  it("needs the billing details before checkout", async () => {
    const bare = await billingTeam("no-details", { details: false });
    const res = await bare.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team: "no-details", plan: "team_monthly" } });
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ detail: "Add the invoice e-mail, country and invoice name before checkout.", request_id: expect.any(String) });
    expect(await handle.db.select().from(billingCheckouts)).toHaveLength(0);
  });

  it("refuses unknown plans and creator plans for a team", async () => {
    const unknown = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "gold" } });
    expect(unknown.status).toBe(422);
    expect(unknown.data).toEqual({ plan: ["This plan does not exist."], request_id: expect.any(String) });
    const creator = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "creator_monthly" } });
    expect(creator.data).toEqual({ plan: ["This plan is not offered here."], request_id: expect.any(String) });
  });

  it("opens one checkout for the same submission twice, confirms it on our page once, and uploads unlock", async () => {
    const first = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_monthly", idempotency_key: "form-1234-abcd" } });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ provider: "local", plan: "team_monthly", status: "open", url: `http://localhost:3000/billing/checkout/${first.data.id}` });
    const again = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_monthly", idempotency_key: "form-1234-abcd" } });
    const noKey = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_monthly" } });
    expect(again.data.id).toBe(first.data.id);
    expect(noKey.data.id).not.toBe(first.data.id);
    const noKeyAgain = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_monthly" } });
    expect(noKeyAgain.data.id).toBe(noKey.data.id);
    otherOpenCheckout = noKey.data.id;

    const page = await acme.admin.call(checkoutOne.GET, "GET", `/api/customer/subscriptions/checkout/${first.data.id}/`, { params: { id: first.data.id } });
    expect(page.data).toMatchObject({
      charges_card: false,
      plan_detail: { name: "Team monthly", price: "€49.00" },
      success_url: "http://localhost:3000/acme-billing/team?billing=success",
      cancel_url: "http://localhost:3000/acme-billing/team?billing=cancelled",
    });
    expect((await acme.member.call(confirm.POST, "POST", `/api/customer/subscriptions/checkout/${first.data.id}/confirm/`, { params: { id: first.data.id } })).status).toBe(403);

    const [a, b] = await Promise.all([
      acme.admin.call(confirm.POST, "POST", `/api/customer/subscriptions/checkout/${first.data.id}/confirm/`, { params: { id: first.data.id } }),
      acme.admin.call(confirm.POST, "POST", `/api/customer/subscriptions/checkout/${first.data.id}/confirm/`, { params: { id: first.data.id } }),
    ]);
    expect(a.status).toBe(200);
    expect(b.data.subscription_id).toBe(a.data.subscription_id);
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.teamId, acme.team.id))).toHaveLength(1);
    // The key names one submission: sent again after it completed, it answers with the same checkout.
    expect((await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_monthly", idempotency_key: "form-1234-abcd" } })).data).toMatchObject({ id: first.data.id, status: "completed" });

    const res = await acme.member.call(status.GET, "GET", `/api/customer/subscriptions/status/?team=${team}`);
    expect(res.data).toMatchObject({ active: true, is_enterprise: false, features: ["upload_audiences"], subscription: { status: "active", cancel_at_period_end: false, plan: { code: "team_monthly" } } });
    expect(res.data.subscription.renews_at).toBe(res.data.subscription.current_period_end);
    expect(await uploadRefusal(acme.admin.userId, acme.team.id)).toBeNull();
  });

  it("refuses a second plan while one is active, and the other open checkout can no longer be confirmed into a second plan", async () => {
    const res = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_yearly" } });
    expect(res.status).toBe(409);
    expect(res.data.detail).toBe("There is already an active plan: upgrade or cancel it instead.");
    const other = await acme.admin.call(confirm.POST, "POST", `/api/customer/subscriptions/checkout/${otherOpenCheckout}/confirm/`, { params: { id: otherOpenCheckout } });
    expect(other.status).toBe(409);
    expect(other.data.detail).toBe("This checkout has expired: start again.");
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.teamId, acme.team.id))).toHaveLength(1);
  });

  it("lists the local invoice as not charged, formatted in the caller's language", async () => {
    const res = await acme.admin.call(invoices.GET, "GET", `/api/customer/subscriptions/invoices/?team=${team}`);
    expect(res.data).toEqual([expect.objectContaining({ description: "Team monthly", amount: 4900, currency: "EUR", amount_display: "€49.00", status: "not_charged", hosted_url: null })]);
  });

  it("upgrades only upwards, prorated, and the enterprise tier follows the plan's name", async () => {
    const down = await acme.admin.call(upgrade.POST, "POST", "/api/customer/subscriptions/upgrade/", { body: { team, plan: "team_monthly" } });
    expect(down.status).toBe(422);
    const up = await acme.admin.call(upgrade.POST, "POST", "/api/customer/subscriptions/upgrade/", { body: { team, plan: "enterprise_monthly" } });
    expect(up.status).toBe(200);
    expect(up.data).toMatchObject({ is_enterprise: true, features: ["upload_audiences", "enterprise_tier"], subscription: { plan: { code: "enterprise_monthly" }, status: "active" } });
    expect(up.data.plans.find((p: { code: string }) => p.code === "enterprise_yearly")).toMatchObject({ can_upgrade: true });
    const [prorated] = await handle.db.select().from(billingInvoices).where(eq(billingInvoices.description, "Team monthly → Enterprise monthly (prorated)"));
    // Upgraded at the start of the period: nearly the whole difference (199 - 49 EUR).
    expect(prorated.amount).toBeGreaterThan(14_900);
    expect(prorated.amount).toBeLessThanOrEqual(15_000);
    expect(prorated.status).toBe("not_charged");
  });

  it("cancels at the end of the period: active until then, uploads locked after", async () => {
    const res = await acme.admin.call(cancel.POST, "POST", "/api/customer/subscriptions/cancel/", { body: { team } });
    expect(res.data).toMatchObject({ active: true, subscription: { status: "canceling", cancel_at_period_end: true, renews_at: null } });
    expect(await uploadRefusal(acme.admin.userId, acme.team.id)).toBeNull();
    await handle.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.teamId, acme.team.id));
    const after = await acme.member.call(status.GET, "GET", `/api/customer/subscriptions/status/?team=${team}`);
    expect(after.data).toMatchObject({ active: false, features: [], subscription: { status: "canceled" } });
    expect(after.data.subscriptions).toEqual([expect.objectContaining({ active: false, plan: { name: "Enterprise monthly" } })]);
    expect(await uploadRefusal(acme.admin.userId, acme.team.id)).toBe("You need an active subscription to upload audiences to X.");
    expect((await acme.admin.call(cancel.POST, "POST", "/api/customer/subscriptions/cancel/", { body: { team } })).status).toBe(409);
  });

  it("counts the Audience_creator group as an active subscription", async () => {
    await joinGroup(acme.member.userId, "Audience_creator");
    expect(await uploadRefusal(acme.member.userId, acme.team.id)).toBeNull();
    expect((await acme.member.call(status.GET, "GET", `/api/customer/subscriptions/status/?team=${team}`)).data).toMatchObject({ active: true, in_audience_creator_group: true });
    expect(await uploadRefusal(acme.admin.userId, acme.team.id)).not.toBeNull();
  });

  it("has no customer portal and refuses Stripe webhooks, saying why", async () => {
    const res = await acme.admin.call(portal.POST, "POST", "/api/customer/subscriptions/portal/", { body: { team } });
    expect(res.status).toBe(422);
    expect(res.data.detail).toMatch(/keeps no cards/);
    const hook = await callRoute(webhook.POST, { method: "POST", rawBody: "{}", headers: { "stripe-signature": "t=1,v1=abc" } });
    expect(hook.status).toBe(400);
    expect(hook.json).toEqual({ detail: "Stripe webhooks are not configured on this server.", request_id: expect.any(String) });
  });
});
