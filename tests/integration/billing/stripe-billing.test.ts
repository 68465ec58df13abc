import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { billingCheckouts, billingEvents, billingPlans, subscriptions } from "@/lib/server/db/schema";
import { DEFAULT_PLANS } from "@/lib/domain/billing/plans";
import { requireActiveSubscription } from "@/lib/server/ads/upload-access";
import * as publicKey from "@/app/api/customer/subscriptions/public_key/route";
import * as status from "@/app/api/customer/subscriptions/status/route";
import * as checkout from "@/app/api/customer/subscriptions/checkout/route";
import * as confirm from "@/app/api/customer/subscriptions/checkout/[id]/confirm/route";
import * as upgrade from "@/app/api/customer/subscriptions/upgrade/route";
import * as cancel from "@/app/api/customer/subscriptions/cancel/route";
import * as invoices from "@/app/api/customer/subscriptions/invoices/route";
import * as portal from "@/app/api/customer/subscriptions/portal/route";
import * as webhook from "@/app/api/customer/subscriptions/webhook/route";
import * as create from "@/app/api/external/deepthought/create-subscription/route";
import * as referral from "@/app/api/external/deepthought/create-referral/route";
import * as info from "@/app/api/external/deepthought/subscription-info/route";
import { freshDatabase } from "../../support/test-db";
import { billingTeam } from "../../support/billing";
import { signedInCaller } from "../../support/auth";
import { callRoute } from "../../support/call-route";
import { startStripeStub, type StripeStub } from "../../support/stripe-stub/server";

// Stripe through the official SDK, pointed at the local stub; webhooks signed with the SDK's test helper.

const SECRET_KEY = "sk_test_murmur_billing";
const WEBHOOK_SECRET = "whsec_murmur_billing_test";
const ENV = ["BILLING_PROVIDER", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"];
const signer = new Stripe("sk_test_signer_only");

let handle: DatabaseHandle;
let stub: StripeStub;
let acme: Awaited<ReturnType<typeof billingTeam>>;
const team = "stripe-co";
let sessionId = "";
let subscriptionId = "";

beforeAll(async () => {
  stub = await startStripeStub({ secretKey: SECRET_KEY, prices: DEFAULT_PLANS.map((p) => ({ lookupKey: p.code, amount: p.amount, currency: p.currency, interval: p.interval })) });
  Object.assign(process.env, { BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_PUBLISHABLE_KEY: "pk_test_murmur", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stub.url });
  handle = await freshDatabase();
  acme = await billingTeam(team);
});
afterAll(async () => {
  for (const key of ENV) delete process.env[key];
  await stub.stop();
  await handle.close();
});

/** Delivers an event the way Stripe does: the raw JSON, signed with the endpoint's secret. */
function deliver(event: object, options: { secret?: string; timestamp?: number; tamper?: (payload: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  return callRoute(webhook.POST, { method: "POST", url: "/api/customer/subscriptions/webhook/", rawBody: options.tamper ? options.tamper(payload) : payload, headers: { "stripe-signature": header, "content-type": "application/json" } });
}

const teamStatus = async () => (await acme.member.call(status.GET, "GET", `/api/customer/subscriptions/status/?team=${team}`)).data;
const teamRow = async () => (await handle.db.select().from(subscriptions).where(eq(subscriptions.teamId, acme.team.id)))[0];

async function uploadRefusal(userId: string): Promise<string | null> {
  return requireActiveSubscription(userId, acme.team.id).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe("team plans through Stripe", () => {
  it("gives the browser the publishable key", async () => {
    expect((await callRoute(publicKey.GET)).json).toEqual({ public_key: "pk_test_murmur", provider: "stripe" });
  });

  it("opens a Checkout Session for the team's Stripe customer, once for the same checkout submitted twice", async () => {
    const first = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_monthly" } });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ provider: "stripe", status: "open" });
    expect(first.data.url).toMatch(new RegExp(`^${stub.url}/c/pay/cs_test_`));
    const second = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_monthly" } });
    expect(second.data).toEqual(first.data);

    const customers = [...stub.customers.values()];
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ email: `billing@${team}.example`, name: `${team} SAS`, address: expect.objectContaining({ country: "FR" }) });
    const created = stub.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
    expect(created).toHaveLength(1);
    expect(created[0].idempotencyKey).toBe(`murmur-checkout-${first.data.id}`);
    expect(created[0].body).toMatchObject({ mode: "subscription", client_reference_id: first.data.id, line_items: [{ price: "price_team_monthly", quantity: "1" }], success_url: `http://localhost:3000/${team}/team?billing=success` });
    sessionId = [...stub.sessions.keys()][0];
    // Paid on Stripe's page, not on ours.
    expect((await acme.admin.call(confirm.POST, "POST", "/confirm/", { params: { id: first.data.id } })).status).toBe(409);
    expect((await teamStatus()).active).toBe(false);
  });

  it("activates the plan when checkout.session.completed arrives, and uploads unlock", async () => {
    const event = stub.completeCheckout(sessionId);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, duplicate: false, outcome: "applied" });
    subscriptionId = (await teamRow()).providerSubscriptionId!;
    expect(subscriptionId).toMatch(/^sub_/);
    const now = await teamStatus();
    expect(now).toMatchObject({ active: true, provider: "stripe", subscription: { status: "active", provider: "stripe", plan: { code: "team_monthly" } } });
    expect(Date.parse(now.subscription.renews_at)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await uploadRefusal(acme.admin.userId)).toBeNull();

    // Delivered again (Stripe retries), it changes nothing.
    const replay = await deliver(event);
    expect(replay.json).toEqual({ received: true, duplicate: true });
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.teamId, acme.team.id))).toHaveLength(1);
    expect((await handle.db.select().from(billingCheckouts).where(eq(billingCheckouts.teamId, acme.team.id)))[0].status).toBe("completed");
  });

  it("refuses forged, tampered and stale deliveries with 400 and changes nothing", async () => {
    const before = await teamRow();
    const kill = stub.event("customer.subscription.deleted", { ...stub.subscriptions.get(subscriptionId)!, status: "canceled" });
    const forged = await deliver(kill, { secret: "whsec_attacker" });
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ detail: "Invalid or expired webhook signature.", request_id: expect.any(String) });
    expect((await deliver(kill, { tamper: (p) => p.replace('"canceled"', '"active"') })).status).toBe(400);
    expect((await deliver(kill, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    const unsigned = await callRoute(webhook.POST, { method: "POST", rawBody: JSON.stringify(kill) });
    expect(unsigned.status).toBe(400);
    expect(await teamRow()).toEqual(before);
    expect(await handle.db.select().from(billingEvents).where(eq(billingEvents.id, kill.id as string))).toHaveLength(0);
  });

  it("marks the plan past due when a payment fails (uploads lock), and active again when it is paid", async () => {
    const failedEvent = stub.invoiceEvent("invoice.payment_failed", subscriptionId);
    const failed = await deliver(failedEvent);
    expect(failed.json).toMatchObject({ outcome: "applied" });
    expect(await teamStatus()).toMatchObject({ active: false, subscription: { status: "past_due", renews_at: null } });
    expect(await uploadRefusal(acme.admin.userId)).toBe("You need an active subscription to upload audiences to X.");
    const retry = await acme.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team, plan: "team_yearly" } });
    expect(retry.status).toBe(409);
    expect(retry.data.detail).toMatch(/payment failed/);

    await deliver(stub.invoiceEvent("invoice.paid", subscriptionId));
    expect(await teamStatus()).toMatchObject({ active: true, subscription: { status: "active" } });
    // The failure delivered again later (a retry) does not undo the payment.
    expect((await deliver(failedEvent)).json).toEqual({ received: true, duplicate: true });
    expect(await teamStatus()).toMatchObject({ active: true, subscription: { status: "active" } });
    const list = await acme.admin.call(invoices.GET, "GET", `/api/customer/subscriptions/invoices/?team=${team}`, { headers: { "accept-language": "ja" } });
    expect(list.data.map((i: { status: string }) => i.status)).toEqual(["paid", "open"]);
    expect(list.data[0]).toMatchObject({ amount: 4900, currency: "EUR", amount_display: "€49.00" });
    expect(list.data[0].hosted_url).toMatch(new RegExp(`^${stub.url}/invoices/in_`));
  });

  it("upgrades with proration on Stripe and shows the new plan at once", async () => {
    const res = await acme.admin.call(upgrade.POST, "POST", "/api/customer/subscriptions/upgrade/", { body: { team, plan: "enterprise_monthly" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ is_enterprise: true, subscription: { plan: { code: "enterprise_monthly" }, status: "active" } });
    const update = stub.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(update.body).toMatchObject({ items: [{ price: "price_enterprise_monthly" }], proration_behavior: "always_invoice", cancel_at_period_end: "false" });
    // The update event Stripe sends afterwards agrees; applying it keeps the plan.
    await deliver(stub.subscriptionEvent("customer.subscription.updated", subscriptionId));
    expect((await teamRow()).planCode).toBe("enterprise_monthly");
  });

  it("ignores an update older than the last one applied (Stripe does not promise order)", async () => {
    const old = stub.event("customer.subscription.updated", { ...stub.subscriptions.get(subscriptionId)!, status: "canceled" });
    old.created = Math.floor(Date.now() / 1000) - 3600;
    expect((await deliver(old)).json).toMatchObject({ outcome: "stale" });
    expect((await teamRow()).status).toBe("active");
  });

  it("cancels at period end on Stripe, then ends when Stripe deletes the subscription", async () => {
    const res = await acme.admin.call(cancel.POST, "POST", "/api/customer/subscriptions/cancel/", { body: { team } });
    expect(res.data).toMatchObject({ active: true, subscription: { status: "canceling", cancel_at_period_end: true } });
    expect(stub.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    await deliver(stub.subscriptionEvent("customer.subscription.deleted", subscriptionId));
    expect(await teamStatus()).toMatchObject({ active: false, subscription: { status: "canceled" } });
    expect(await uploadRefusal(acme.admin.userId)).not.toBeNull();
  });

  it("opens the customer portal for cards and invoices", async () => {
    const res = await acme.admin.call(portal.POST, "POST", "/api/customer/subscriptions/portal/", { body: { team } });
    expect(res.data.url).toMatch(new RegExp(`^${stub.url}/p/session/bps_`));
    expect(stub.requests.at(-1)!.body).toMatchObject({ return_url: `http://localhost:3000/${team}/team` });
  });

  it("logs and acknowledges events for customers it does not know", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stranger = stub.event("customer.subscription.updated", { ...stub.subscriptions.get(subscriptionId)!, id: "sub_stranger", customer: "cus_stranger" });
    const res = await deliver(stranger);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ received: true, outcome: "unknown_customer" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("unknown_customer"));
    warn.mockRestore();
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, "sub_stranger"))).toHaveLength(0);
  });

  it("says so when Stripe cannot be reached, and leaves no checkout behind", async () => {
    const other = await billingTeam("stripe-down");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    stub.failNext(500, "Stripe is having a bad day", 5);
    const res = await other.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team: "stripe-down", plan: "team_monthly" } });
    error.mockRestore();
    expect(res.status).toBe(502);
    expect(res.data).toEqual({ detail: "The payment provider could not be reached; nothing was charged. Please try again.", request_id: expect.any(String) });
    expect(await handle.db.select().from(billingCheckouts).where(eq(billingCheckouts.teamId, other.team.id))).toHaveLength(0);
  });

  it("closes the other open Checkout Session of the same team when one is paid, so nobody pays twice", async () => {
    const other = await billingTeam("two-tabs");
    const tab = (key: string) => other.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team: "two-tabs", plan: "team_yearly", idempotency_key: key } });
    const [a, b] = [await tab("first-tab-key"), await tab("second-tab-key")];
    expect(a.data.id).not.toBe(b.data.id);
    const sessionOf = (id: string) => [...stub.sessions.values()].find((s) => s.client_reference_id === id)!;
    await deliver(stub.completeCheckout(sessionOf(a.data.id).id as string));
    expect(sessionOf(b.data.id).status).toBe("expired");
    const [row] = await handle.db.select().from(billingCheckouts).where(eq(billingCheckouts.id, b.data.id));
    expect(row.status).toBe("expired");
  });

  it("refuses a plan that has no price in Stripe", async () => {
    await handle.db.insert(billingPlans).values({ code: "team_custom", audience: "team", name: "Team custom", amount: 100, currency: "EUR", interval: "month" });
    const other = await billingTeam("no-price");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await other.admin.call(checkout.POST, "POST", "/api/customer/subscriptions/checkout/", { body: { team: "no-price", plan: "team_custom" } });
    error.mockRestore();
    expect(res.status).toBe(422);
    expect(res.data.detail).toBe("This plan cannot be bought yet: it has no price in Stripe.");
  });
});

describe("creator plans through Stripe", () => {
  it("credits the referrer and the new subscriber on their Stripe balances when the checkout completes", async () => {
    const ada = await signedInCaller("ada@stripe-creators.example");
    const ben = await signedInCaller("ben@stripe-creators.example");
    const code = (await ada.call(referral.POST, "POST", "/api/external/deepthought/create-referral/")).data.code;
    const opened = await ben.call(create.POST, "POST", "/api/external/deepthought/create-subscription/", { body: { plan: "creator_monthly", referral_code: code } });
    expect(opened.status).toBe(201);
    const session = [...stub.sessions.values()].find((s) => s.client_reference_id === opened.data.id)!;
    expect(session.success_url).toBe(`http://suite.localhost:3000/create-subscription/success?checkout=${opened.data.id}`);
    expect(session.cancel_url).toBe(`http://suite.localhost:3000/create-subscription/cancel?checkout=${opened.data.id}`);
    const event = stub.completeCheckout(session.id as string);
    await deliver(event);
    await deliver(event);
    expect((await ben.call(info.GET, "GET", "/api/external/deepthought/subscription-info/")).data).toMatchObject({ active: true, credit: { amount: 500 }, subscription: { plan: { code: "creator_monthly" } } });
    const credits = stub.balanceTransactions.map((t) => ({ customer: stub.customers.get(t.customer as string)!.email, amount: t.amount, currency: t.currency }));
    expect(credits).toEqual(
      expect.arrayContaining([
        { customer: "ben@stripe-creators.example", amount: -500, currency: "eur" },
        { customer: "ada@stripe-creators.example", amount: -500, currency: "eur" },
      ]),
    );
    expect(credits).toHaveLength(2);
  });
});
