import { describe, expect, it } from "vitest";
import { budgetToReach, DEFAULT_RATES, reachToBudget } from "./calculator";
import { agencyFeeYen, invoiceDueDay, JAPANESE_TERMS, lastAllowedDay } from "./japanese-terms";
import { planSummary } from "./plan-summary";

describe("the Japanese agreement terms (spec §9)", () => {
  it("charges the 100,000 yen minimum under 1,000,000 yen of net spend, and 10% from there", () => {
    expect(agencyFeeYen(300_000)).toEqual({ fee: 100_000, minimumApplied: true });
    expect(agencyFeeYen(999_999)).toEqual({ fee: 100_000, minimumApplied: true });
    expect(agencyFeeYen(1_000_000)).toEqual({ fee: 100_000, minimumApplied: false });
    expect(agencyFeeYen(1_000_001)).toEqual({ fee: 100_000, minimumApplied: false });
    expect(agencyFeeYen(2_500_000)).toEqual({ fee: 250_000, minimumApplied: false });
    expect(agencyFeeYen(0)).toEqual({ fee: 0, minimumApplied: false });
  });
  it("limits use to two months from the start, on the same day or the month's last", () => {
    expect(lastAllowedDay("2026-01-15")).toBe("2026-03-15");
    expect(lastAllowedDay("2025-12-31")).toBe("2026-02-28");
    expect(lastAllowedDay("2026-11-30")).toBe("2027-01-30");
  });
  it("puts the invoice five business days after applying, skipping weekends", () => {
    expect(invoiceDueDay("2026-11-26")).toBe("2026-12-03"); // Thursday -> next Thursday
    expect(invoiceDueDay("2026-11-28")).toBe("2026-12-04"); // Saturday -> Friday
    expect(invoiceDueDay("2026-11-30")).toBe("2026-12-07"); // Monday -> next Monday
  });
  it("states the remaining terms", () => {
    expect(JAPANESE_TERMS).toMatchObject({ segmentsPerApplication: 3, cancellable: false, invoiceBusinessDays: 5 });
  });
});

describe("the campaign calculator", () => {
  it("turns a budget into reach and impressions at the stated rates", () => {
    expect(budgetToReach(1_900, 10_000_000)).toEqual({ budgetUsd: 1_900, reach: 1_000_000, impressions: 1_233_766, limitedByPackage: false });
  });
  it("caps reach at the package's size", () => {
    const e = budgetToReach(1_900, 300_000);
    expect(e).toMatchObject({ reach: 300_000, limitedByPackage: true });
    expect(e.impressions).toBe(Math.floor(300_000 * (DEFAULT_RATES.costPerThousandReachedUsd / DEFAULT_RATES.costPerThousandImpressionsUsd)));
  });
  it("turns a reach back into the budget that buys it", () => {
    expect(reachToBudget(1_000_000, 10_000_000)).toMatchObject({ budgetUsd: 1_900, reach: 1_000_000 });
    expect(reachToBudget(5_000_000, 300_000)).toMatchObject({ budgetUsd: 570, reach: 300_000 });
  });
});

describe("a plan's summary", () => {
  const seg = { name: "Runners", size: 300_000, budget: 300_000, budget_kind: "lifetime" as const, start: "2026-12-01", end: "2026-12-31" };
  it("shows the 100,000 yen minimum fee for a small yen plan, and flags a flight past two months and a fourth segment", () => {
    const s = planSummary([seg], "YEN", 0.0067, DEFAULT_RATES);
    expect(s.japanese).toMatchObject({ net: 300_000, fee: 100_000, minimumApplied: true, total: 400_000, lastDay: "2027-02-01", tooLong: false, tooManySegments: false });
    expect(s.rows[0]).toMatchObject({ days: 31, spend: 300_000, reach: 300_000, limitedBySize: true });
    const long = planSummary([seg, { ...seg, end: "2027-03-01" }, seg, seg], "YEN", 0.0067, DEFAULT_RATES);
    expect(long.japanese).toMatchObject({ tooLong: true, tooManySegments: true });
  });
  it("multiplies a daily budget over the flight and has no fee outside yen", () => {
    const s = planSummary([{ ...seg, budget: 100, budget_kind: "daily" }], "USD", 1, DEFAULT_RATES);
    expect(s.net).toBe(3_100);
    expect(s.japanese).toBeNull();
  });
});
