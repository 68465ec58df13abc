import { describe, expect, it } from "vitest";
import { formatMoney, isoCurrency, isYen, usdPerUnitOf } from "./money-format";

describe("campaign money", () => {
  it("reads the spec's YEN as JPY and Other as no currency", () => {
    expect(isoCurrency("YEN")).toBe("JPY");
    expect(isoCurrency("Other")).toBeNull();
    expect(isoCurrency("USD")).toBe("USD");
    expect(isYen("YEN")).toBe(true);
    expect(isYen("JPY")).toBe(true);
    expect(isYen("USD")).toBe(false);
  });

  it("formats in the viewer's language, yen without decimals", () => {
    expect(formatMoney(100000, "YEN", "en")).toBe("¥100,000");
    expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "Other", "en")).toBe("1,234.5");
    expect(formatMoney(100000, "JPY", "ja")).toMatch(/^[¥￥]100,000$/);
  });

  it("finds a currency's dollar rate under the planner's name or X's code", () => {
    const rates = { YEN: 0.0067, EUR: 1.1 };
    expect(usdPerUnitOf("USD", rates)).toBe(1);
    expect(usdPerUnitOf("JPY", rates)).toBe(0.0067);
    expect(usdPerUnitOf("YEN", rates)).toBe(0.0067);
    expect(usdPerUnitOf("Other", rates)).toBeNull();
    expect(usdPerUnitOf(null, rates)).toBeNull();
  });
});
