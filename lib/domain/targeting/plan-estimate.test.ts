import { describe, expect, it } from "vitest";
import { parseCurrencyRates, planEstimate } from "./plan-estimate";

const assumptions = { costPerThousandReachedUsd: 2, usdPerUnit: { USD: 1, EUR: 1.1, YEN: 0.0067 } };

describe("planEstimate in budget mode", () => {
  it("buys reach at the assumed cost per 1,000 accounts, in the package's bucket terms", () => {
    expect(planEstimate({ mode: "budget", budget: "5000", currency: "USD" }, 40_000_000, assumptions)).toEqual({
      mode: "budget",
      status: "estimated",
      budget: 5000,
      currency: "USD",
      budget_usd: 5000,
      reach: 2_500_000,
      limited_by: "budget",
      bucket: "1M-5M",
      cost_per_thousand_usd: 2,
    });
  });

  it("converts the currency first and rounds the reach down to two significant figures", () => {
    const eur = planEstimate({ mode: "budget", budget: "1000", currency: "EUR" }, 40_000_000, assumptions);
    expect(eur).toMatchObject({ budget_usd: 1100, reach: 550_000, bucket: "<1M" });
    const yen = planEstimate({ mode: "budget", budget: "500000", currency: "YEN" }, 40_000_000, assumptions);
    expect(yen).toMatchObject({ budget_usd: 3350, reach: 1_600_000, bucket: "1M-5M" });
  });

  it("cannot reach more accounts than the package holds", () => {
    expect(planEstimate({ mode: "budget", budget: "1000000", currency: "USD" }, 3_000_000, assumptions)).toMatchObject({ reach: 3_000_000, limited_by: "package", bucket: "1M-5M" });
  });

  it("says so when the currency has no rate, and leaves the decision to the product on auto", () => {
    expect(planEstimate({ mode: "budget", budget: "500", currency: "Other" }, 1e7, assumptions)).toEqual({ mode: "budget", status: "unknown_currency", budget: 500, currency: "Other" });
    expect(planEstimate({ mode: "budget", budget: "auto", currency: "USD" }, 13_000_000, assumptions)).toEqual({ mode: "budget", status: "auto", bucket: "12M-25M" });
  });
});

describe("planEstimate in size mode", () => {
  it("takes the chosen size's bucket beside the package's own", () => {
    expect(planEstimate({ mode: "size", size: "7500000" }, 30_000_000, assumptions)).toEqual({ mode: "size", status: "chosen", size: 7_500_000, bucket: "5M-12M", package_bucket: "25M+" });
    expect(planEstimate({ mode: "size", size: "auto" }, 600_000, assumptions)).toEqual({ mode: "size", status: "auto", bucket: "<1M" });
  });
});

describe("parseCurrencyRates", () => {
  it("reads CODE=rate pairs with USD fixed at 1, and refuses a malformed pair", () => {
    expect(parseCurrencyRates("eur=1.1, YEN=0.0067")).toEqual({ USD: 1, EUR: 1.1, YEN: 0.0067 });
    expect(() => parseCurrencyRates("EUR:1.1")).toThrow(/Bad currency rate "EUR:1.1"/);
    expect(() => parseCurrencyRates("EUR=0")).toThrow(/Bad currency rate/);
  });
});
