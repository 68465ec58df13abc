import { describe, expect, it } from "vitest";
import { currencySymbol } from "./currency-symbol";

describe("currencySymbol", () => {
  it("knows EUR, USD and GBP", () => {
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("gbp")).toBe("£");
  });
  it("defaults to the euro", () => {
    expect(currencySymbol()).toBe("€");
    expect(currencySymbol(null)).toBe("€");
    expect(currencySymbol("JPY")).toBe("€");
  });
});
