import { describe, expect, it } from "vitest";
import { campaignEstimate, defaultBid, flightDays } from "./calculator";

const usd = { budgetKind: "lifetime" as const, days: 30, usdPerUnit: 1 };

describe("the campaign calculator in a campaign's currency", () => {
  it("buys reach and impressions with a budget at the stated rates", () => {
    expect(campaignEstimate({ ...usd, mode: "budget", budget: 1900, packageSize: 10_000_000 })).toEqual({
      budget: 1900, total_budget: 1900, budget_usd: 1900, reach: 1_000_000, impressions: 1_233_766, limited_by_package: false, cost_per_thousand_reached: 1.9, cost_per_thousand_impressions: 1.54,
    });
  });
  it("is limited by the package only once the budget buys more than the package holds", () => {
    expect(campaignEstimate({ ...usd, mode: "budget", budget: 1900, packageSize: 1_000_000 })).toMatchObject({ reach: 1_000_000, limited_by_package: false });
    expect(campaignEstimate({ ...usd, mode: "budget", budget: 1900.1, packageSize: 1_000_000 })).toMatchObject({ reach: 1_000_000, limited_by_package: true });
  });
  it("runs a daily budget every day of the flight", () => {
    const e = campaignEstimate({ ...usd, mode: "budget", budget: 100, budgetKind: "daily", days: flightDays("2027-01-01", "2027-01-10"), packageSize: 10_000_000 });
    expect(e).toMatchObject({ budget: 100, total_budget: 1000, reach: 526_315 });
  });
  it("converts yen at the configured rate, with the rates shown per 1,000 in yen", () => {
    const e = campaignEstimate({ ...usd, usdPerUnit: 0.0067, mode: "budget", budget: 300_000, packageSize: 300_000 });
    expect(e).toMatchObject({ budget_usd: 2010, reach: 300_000, limited_by_package: true, cost_per_thousand_reached: 283.58, cost_per_thousand_impressions: 229.85 });
  });
  it("finds the smallest budget, to a tenth of the currency, that reaches what is asked", () => {
    for (const [usdPerUnit, reach, budgetKind, days] of [[1, 1_000_000, "lifetime", 1], [0.0067, 100_000, "lifetime", 1], [1, 526_316, "daily", 10], [1.1, 77_777, "daily", 7]] as const) {
      const e = campaignEstimate({ mode: "reach", reach, budgetKind, days, usdPerUnit, packageSize: 10_000_000 });
      expect(e.reach).toBeGreaterThanOrEqual(reach);
      const less = campaignEstimate({ mode: "budget", budget: Math.round((e.budget - 0.1) * 10) / 10, budgetKind, days, usdPerUnit, packageSize: 10_000_000 });
      expect(less.reach).toBeLessThan(reach);
    }
    expect(campaignEstimate({ ...usd, mode: "reach", reach: 1_000_000, packageSize: 10_000_000 }).budget).toBe(1900);
  });
  it("asks no more budget than the whole package needs", () => {
    expect(campaignEstimate({ ...usd, mode: "reach", reach: 5_000_000, packageSize: 300_000 })).toMatchObject({ budget: 570, reach: 300_000, limited_by_package: false });
  });
  it("counts a flight's days with both ends included", () => {
    expect(flightDays("2027-01-10", "2027-01-10")).toBe(1);
    expect(flightDays("2027-01-10", "2027-02-09")).toBe(31);
    expect(flightDays("2027-02-09", "2027-01-10")).toBe(1);
  });
  it("starts the bid at the stated cost per 1,000 impressions, rounded up to a tenth", () => {
    expect(defaultBid(1)).toBe(1.6);
    expect(defaultBid(0.0067)).toBe(229.9);
  });
});
