import { describe, expect, it } from "vitest";
import { botPurge, fitPayout, predictPayout, type PayoutPeriod } from "./payout-model";

const period = (i: number, payout: number, verifiedEngagements: number): PayoutPeriod => ({
  start: `2026-0${i + 1}-01`,
  end: `2026-0${i + 1}-14`,
  payout,
  verifiedEngagements,
});

describe("payout prediction", () => {
  it("says how many more periods it needs with fewer than four", () => {
    expect(predictPayout([])).toEqual({ enough: false, periods: 0, periodsNeeded: 4 });
    expect(predictPayout([period(0, 100, 10), period(1, 200, 20), period(2, 300, 30)])).toEqual({ enough: false, periods: 3, periodsNeeded: 1 });
  });

  it("fits the rate over all periods and expects the mean of the last three periods' verified engagement", () => {
    // 1,000 cents for 100 engagements, then 2,400 for 200, 1,800 for 150, 3,000 for 250: 8,200 / 700.
    const fit = fitPayout([period(0, 1000, 100), period(1, 2400, 200), period(2, 1800, 150), period(3, 3000, 250)]);
    expect(fit.rate).toBeCloseTo(8200 / 700);
    expect(fit.expected).toBeCloseTo(200);
    expect(fit.predicted).toBeCloseTo((8200 / 700) * 200);
  });

  it("back-tests each period from the ones before it only, beside last period's payout", () => {
    const history = [period(0, 1000, 100), period(1, 2000, 200), period(2, 1000, 100), period(3, 2000, 200), period(4, 1500, 150)];
    const p = predictPayout(history);
    if (!p.enough) throw new Error("expected a prediction");
    // Rate 10 cents throughout. Period 3 from 0-2: 10 x mean(100, 200, 100); period 4 from 0-3: 10 x mean(200, 100, 200).
    expect(p.backtest.map((b) => [b.start, b.actual, b.naive])).toEqual([["2026-04-01", 2000, 1000], ["2026-05-01", 1500, 2000]]);
    expect(p.backtest[0].predicted).toBeCloseTo((10 * 400) / 3);
    expect(p.backtest[1].predicted).toBeCloseTo((10 * 500) / 3);
    expect(p.mae).toBeCloseTo((2000 - 4000 / 3 + 5000 / 3 - 1500) / 2);
    expect(p.naiveMae).toBeCloseTo((1000 + 500) / 2);
    expect(p.predicted).toBeCloseTo(10 * (100 + 200 + 150) / 3);
    // The interval is symmetric around the prediction by 1.28 x the back-test RMSE.
    const rmse = Math.sqrt(((2000 - 4000 / 3) ** 2 + (5000 / 3 - 1500) ** 2) / 2);
    expect(p.high - p.predicted).toBeCloseTo(1.2816 * rmse);
    expect(p.predicted - p.low).toBeCloseTo(1.2816 * rmse);
  });

  it("never predicts below zero, and a history without verified engagement predicts nothing", () => {
    const p = predictPayout([period(0, 0, 0), period(1, 0, 0), period(2, 0, 0), period(3, 5000, 0)]);
    if (!p.enough) throw new Error("expected a prediction");
    expect(p.rate).toBe(0);
    expect(p.predicted).toBe(0);
    expect(p.low).toBe(0);
  });
});

describe("bot-purge simulation", () => {
  it("removes the likely bots' follows and engagement, and their share of verified engagement from the payout", () => {
    const r = botPurge({ followers: 2000, likelyBotFollowers: 200, engagements: 5000, botEngagements: 600, verifiedEngagements: 400, botVerifiedEngagements: 20 }, 10_000);
    expect(r).toEqual({
      followers: { now: 2000, after: 1800 },
      engagements: { now: 5000, after: 4400 },
      verifiedEngagements: { now: 400, after: 380 },
      payout: { now: 10_000, after: 9500 },
    });
    expect(botPurge({ followers: 0, likelyBotFollowers: 0, engagements: 0, botEngagements: 0, verifiedEngagements: 0, botVerifiedEngagements: 0 }, null).payout).toBeNull();
  });
});
