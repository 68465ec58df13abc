import { describe, expect, it } from "vitest";
import { currentSubscription, isEnterprise, isSubscriptionActive } from "./subscription-status";

const old = { start: "2025-01-01T00:00:00Z", active: true, plan: { name: "Enterprise yearly" } };
const recent = { start: "2026-03-01T00:00:00Z", active: false, plan: { name: "Pro" } };

describe("subscription status", () => {
  it("takes the subscription with the latest start, whatever the order", () => {
    expect(currentSubscription([old, recent])).toBe(recent);
    expect(currentSubscription([recent, old])).toBe(recent);
    expect(currentSubscription([])).toBeNull();
  });
  it("is active only through the current subscription or the Audience_creator group", () => {
    expect(isSubscriptionActive([old, recent], [])).toBe(false);
    expect(isSubscriptionActive([old], [])).toBe(true);
    expect(isSubscriptionActive([], ["Audience_creator"])).toBe(true);
    expect(isSubscriptionActive([], ["Other"])).toBe(false);
  });
  it("is enterprise when the current plan name contains enterprise", () => {
    expect(isEnterprise([old])).toBe(true);
    expect(isEnterprise([old, recent])).toBe(false);
  });
});
