import { describe, expect, it } from "vitest";
import { budgetMicros } from "./budget";
import { CAMPAIGN_MESSAGES, campaignErrors } from "./campaign-rules";
import { dailyCapacity, simulateDelivery, totals } from "./delivery-simulation";
import { activeIntervals, intersect } from "./status-history";

const now = new Date("2026-11-26T12:00:00Z");
const card = { able_to_fund: true, currency: "USD", credit_remaining_micro: null };
const plan = (over: Partial<Parameters<typeof campaignErrors>[0]> = {}) => ({ daily_budget_micro: 50_000_000, total_budget_micro: 500_000_000, start_time: new Date("2026-11-27T00:00:00Z"), end_time: new Date("2026-12-10T00:00:00Z"), ...over });

describe("budgets (spec §5: digits with at most one decimal place)", () => {
  it("reads whole numbers and one decimal as micros", () => {
    expect(budgetMicros("250")).toBe(250_000_000);
    expect(budgetMicros("250.5")).toBe(250_500_000);
    expect(budgetMicros(" 0.1 ")).toBe(100_000);
  });
  it("refuses two decimals, signs, letters and empty text", () => {
    for (const bad of ["250.55", "-5", "1e3", "abc", "", "12.", ".5"]) expect(budgetMicros(bad)).toBeNull();
  });
});

describe("what X refuses about a campaign", () => {
  it("accepts a good plan", () => expect(campaignErrors(plan(), card, now, { checkStartInPast: true })).toEqual({}));
  it("refuses an end before the start and a start in the past", () => {
    expect(campaignErrors(plan({ start_time: new Date("2026-11-20T00:00:00Z"), end_time: new Date("2026-11-19T00:00:00Z") }), card, now, { checkStartInPast: true })).toEqual({ start_time: CAMPAIGN_MESSAGES.startInPast, end_time: CAMPAIGN_MESSAGES.endBeforeStart });
  });
  it("refuses a lifetime budget over the instrument's remaining credit, and accepts it at exactly the credit", () => {
    const io = { able_to_fund: true, currency: "USD", credit_remaining_micro: 500_000_000 };
    expect(campaignErrors(plan(), io, now, { checkStartInPast: true })).toEqual({});
    expect(campaignErrors(plan({ total_budget_micro: 500_100_000 }), io, now, { checkStartInPast: true })).toEqual({ total_budget: "Budget is more than the funding instrument's remaining credit (500 USD)." });
  });
  it("counts a daily budget over the whole flight when there is no lifetime budget", () => {
    const io = { able_to_fund: true, currency: "USD", credit_remaining_micro: 600_000_000 };
    expect(campaignErrors(plan({ total_budget_micro: null }), io, now, { checkStartInPast: true }).daily_budget).toMatch(/remaining credit \(600 USD\)/);
  });
  it("needs a budget, and a daily budget no larger than the lifetime one", () => {
    expect(campaignErrors(plan({ daily_budget_micro: null, total_budget_micro: null }), card, now, { checkStartInPast: true })).toEqual({ daily_budget: CAMPAIGN_MESSAGES.noBudget });
    expect(campaignErrors(plan({ daily_budget_micro: 600_000_000 }), card, now, { checkStartInPast: true })).toEqual({ daily_budget: CAMPAIGN_MESSAGES.dailyOverTotal });
  });
});

describe("serving intervals", () => {
  const t = (h: number) => Date.parse("2026-11-26T00:00:00Z") + h * 3_600_000;
  it("are the ACTIVE stretches, and a pause ends them", () => {
    const history = [
      { status: "DRAFT" as const, at: new Date(t(0)).toISOString() },
      { status: "ACTIVE" as const, at: new Date(t(2)).toISOString() },
      { status: "PAUSED" as const, at: new Date(t(5)).toISOString() },
      { status: "ACTIVE" as const, at: new Date(t(8)).toISOString() },
    ];
    expect(activeIntervals(history, t(10))).toEqual([[t(2), t(5)], [t(8), t(10)]]);
    expect(intersect(activeIntervals(history, t(10)), [[t(4), t(9)]])).toEqual([[t(4), t(5)], [t(8), t(9)]]);
  });
});

describe("the delivery simulation", () => {
  const day = Date.parse("2026-11-26T00:00:00Z");
  const base = { seed: "li1", audienceSize: 1_000_000, bidMicro: 5_000_000, dailyBudgetMicro: 100_000_000, totalBudgetMicro: null };
  it("is limited by the audience or by the budget, whichever is smaller", () => {
    // audience: 1,000,000 x 0.05 x 1.6 = 80,000; budget: 100 USD / (5 USD x 0.8 / 1000) = 25,000
    expect(dailyCapacity(base)).toBe(25_000);
    expect(dailyCapacity({ ...base, audienceSize: 100_000 })).toBe(8_000);
  });
  it("gives the same figures for the same inputs, within +-10% of capacity per full day", () => {
    const serving = [[day, day + 3 * 86_400_000]] as const;
    const a = simulateDelivery({ ...base, serving });
    expect(a).toEqual(simulateDelivery({ ...base, serving }));
    expect(a.map((d) => d.date)).toEqual(["2026-11-26", "2026-11-27", "2026-11-28"]);
    for (const d of a) {
      expect(d.impressions).toBeGreaterThanOrEqual(22_500);
      expect(d.impressions).toBeLessThanOrEqual(27_500);
      expect(d.spend_micro).toBe(d.impressions * 4_000);
    }
  });
  it("serves half as much in half a day and nothing when not serving", () => {
    expect(simulateDelivery({ ...base, serving: [] })).toEqual([]);
    const [half] = simulateDelivery({ ...base, serving: [[day, day + 43_200_000]] });
    expect(half.impressions).toBeGreaterThan(11_000);
    expect(half.impressions).toBeLessThan(14_000);
  });
  it("stops once the lifetime budget is spent", () => {
    const days = simulateDelivery({ ...base, dailyBudgetMicro: null, totalBudgetMicro: 150_000_000, serving: [[day, day + 10 * 86_400_000]] });
    expect(totals(days).spend_micro).toBeLessThanOrEqual(150_000_000);
    expect(days.at(-1)!.impressions).toBe(0);
  });
});
