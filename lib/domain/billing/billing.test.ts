import { describe, expect, it } from "vitest";
import {
  addInterval,
  checkUploadAllowed,
  displayedStatus,
  formatPrice,
  hasBillingDetails,
  isActiveAt,
  isoCurrency,
  minorUnitDigits,
  normaliseReferralCode,
  planFeatures,
  prorationAmount,
  referralRefusal,
  renewalAfter,
  upgradeRefusal,
  DEFAULT_PLANS,
} from ".";

const plan = (code: string) => DEFAULT_PLANS.find((p) => p.code === code)!;

describe("upload rule", () => {
  it("needs an active subscription, with the spec's message", () => {
    expect(checkUploadAllowed(false)).toEqual({ ok: false, message: "You need an active subscription to upload audiences to X." });
    expect(checkUploadAllowed(true)).toEqual({ ok: true });
  });
});

describe("billing details", () => {
  const full = { invoice_email: "billing@acme.test", country: "France", invoice_name: "Acme SAS" };
  it("are present only when invoice e-mail, country and invoice name are all set", () => {
    expect(hasBillingDetails(full)).toBe(true);
    expect(hasBillingDetails({ ...full, invoice_email: null })).toBe(false);
    expect(hasBillingDetails({ ...full, country: "  " })).toBe(false);
    expect(hasBillingDetails({ ...full, invoice_name: "" })).toBe(false);
  });
});

describe("plans", () => {
  it("team plans unlock uploads, enterprise ones also the enterprise tier, creator plans Deep Thought", () => {
    expect(planFeatures(plan("team_monthly"))).toEqual(["upload_audiences"]);
    expect(planFeatures(plan("enterprise_yearly"))).toEqual(["upload_audiences", "enterprise_tier"]);
    expect(planFeatures({ audience: "team", name: "ACME ENTERPRISE deal" })).toContain("enterprise_tier");
    expect(planFeatures(plan("creator_monthly"))).toEqual(["deep_thought"]);
  });
  it("upgrades go up a tier or to a longer interval of the same tier, never sideways or down", () => {
    expect(upgradeRefusal(plan("team_monthly"), plan("team_yearly"))).toBeNull();
    expect(upgradeRefusal(plan("team_yearly"), plan("enterprise_monthly"))).toBeNull();
    expect(upgradeRefusal(plan("enterprise_monthly"), plan("team_yearly"))).toMatch(/above your current one/);
    expect(upgradeRefusal(plan("team_monthly"), plan("team_monthly"))).toMatch(/above your current one/);
    expect(upgradeRefusal(plan("team_monthly"), plan("creator_yearly"))).toBe("This plan is not offered here.");
  });
});

describe("prices", () => {
  it("format by locale and currency, with each currency's minor unit", () => {
    expect(formatPrice(4900, "EUR", "en")).toBe("€49.00");
    expect(formatPrice(4900, "USD", "en")).toBe("$49.00");
    expect(formatPrice(1200, "YEN", "ja")).toBe("￥1,200");
    expect(formatPrice(1200, "YEN", "en")).toBe("¥1,200");
    expect(formatPrice(12345, "KWD", "en")).toBe("KWD\u00a012.345");
    expect(formatPrice(199000, "EUR", "ja")).toBe("€1,990.00");
    expect(formatPrice(5, "GBP", "en")).toBe("£0.05");
  });
  it("fall back to the euro for a missing, 'Other' or unknown currency", () => {
    expect(isoCurrency(null)).toBe("EUR");
    expect(isoCurrency("Other")).toBe("EUR");
    expect(isoCurrency("XYZ")).toBe("EUR");
    expect(isoCurrency("usd")).toBe("USD");
    expect(formatPrice(4900, undefined, "en")).toBe("€49.00");
  });
  it("know the minor units of the spec's currencies", () => {
    expect(minorUnitDigits("KRW")).toBe(0);
    expect(minorUnitDigits("YEN")).toBe(0);
    expect(minorUnitDigits("KWD")).toBe(3);
    expect(minorUnitDigits("SAR")).toBe(2);
  });
});

describe("periods", () => {
  it("add months and years in UTC, clamping month ends", () => {
    expect(addInterval(new Date("2026-01-31T10:00:00Z"), "month").toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addInterval(new Date("2028-02-29T00:00:00Z"), "year").toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(addInterval(new Date("2026-12-15T00:00:00Z"), "month").toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
  it("roll a renewing period forward past now, keeping the anchor day", () => {
    const end = new Date("2026-01-31T00:00:00Z");
    expect(renewalAfter(end, "month", new Date("2026-01-30T00:00:00Z"))).toBe(end);
    expect(renewalAfter(end, "month", new Date("2026-01-31T00:00:00Z")).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(renewalAfter(end, "month", new Date("2026-03-01T00:00:00Z")).toISOString()).toBe("2026-03-31T00:00:00.000Z");
  });
  it("prorate an upgrade for the time left", () => {
    const periodStart = new Date("2026-01-01T00:00:00Z");
    const periodEnd = new Date("2026-01-31T00:00:00Z");
    const half = new Date("2026-01-16T00:00:00Z");
    expect(prorationAmount({ oldAmount: 4900, newAmount: 19900, sameInterval: true, periodStart, periodEnd, now: half })).toBe(7500);
    expect(prorationAmount({ oldAmount: 4900, newAmount: 19900, sameInterval: true, periodStart, periodEnd, now: periodStart })).toBe(15000);
    expect(prorationAmount({ oldAmount: 4900, newAmount: 19900, sameInterval: true, periodStart, periodEnd, now: periodEnd })).toBe(0);
    expect(prorationAmount({ oldAmount: 4900, newAmount: 49000, sameInterval: false, periodStart, periodEnd, now: half })).toBe(49000 - 2450);
    expect(prorationAmount({ oldAmount: 19900, newAmount: 4900, sameInterval: true, periodStart, periodEnd, now: half })).toBe(0);
  });
});

describe("subscription state", () => {
  const end = new Date("2026-02-01T00:00:00Z");
  const before = new Date("2026-01-31T23:59:59Z");
  it("stays active until the end of a period it was cancelled at, then ends", () => {
    const canceling = { status: "active" as const, cancelAtPeriodEnd: true, currentPeriodEnd: end };
    expect(isActiveAt(canceling, before)).toBe(true);
    expect(displayedStatus(canceling, before)).toBe("canceling");
    expect(isActiveAt(canceling, end)).toBe(false);
    expect(displayedStatus(canceling, end)).toBe("canceled");
  });
  it("is not active when past due or cancelled, and says so", () => {
    expect(isActiveAt({ status: "past_due", cancelAtPeriodEnd: false, currentPeriodEnd: end }, before)).toBe(false);
    expect(displayedStatus({ status: "past_due", cancelAtPeriodEnd: false, currentPeriodEnd: end }, before)).toBe("past_due");
    expect(isActiveAt({ status: "canceled", cancelAtPeriodEnd: false, currentPeriodEnd: null }, before)).toBe(false);
    expect(isActiveAt({ status: "active", cancelAtPeriodEnd: false, currentPeriodEnd: new Date(0) }, before)).toBe(true);
  });
});

describe("referral codes", () => {
  it("normalise what people type and refuse what is not a code", () => {
    expect(normaliseReferralCode(" abcd-1234 ")).toBe("ABCD1234");
    expect(normaliseReferralCode("abc")).toBeNull();
  });
  it("credit once per new subscriber, never one's own code", () => {
    const base = { referrerId: "a", subscriberId: "b", subscriberRedeemedBefore: false, subscriberSubscribedBefore: false };
    expect(referralRefusal(base)).toBeNull();
    expect(referralRefusal({ ...base, subscriberId: "a" })).toBe("You cannot use your own referral code.");
    expect(referralRefusal({ ...base, subscriberRedeemedBefore: true })).toMatch(/once per new subscriber/);
    expect(referralRefusal({ ...base, subscriberSubscribedBefore: true })).toBe("Referral codes are for new subscribers.");
  });
});
