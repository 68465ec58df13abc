import { describe, expect, it } from "vitest";
import { abbreviateNumber } from "./abbreviate-number";

describe("abbreviateNumber", () => {
  it("leaves numbers under a thousand as they are", () => {
    expect(abbreviateNumber(0)).toBe("0");
    expect(abbreviateNumber(999)).toBe("999");
    expect(abbreviateNumber(12.6)).toBe("13");
  });
  it("writes 1k from 1000, with one decimal below 10k", () => {
    expect(abbreviateNumber(1000)).toBe("1k");
    expect(abbreviateNumber(1050)).toBe("1k");
    expect(abbreviateNumber(1500)).toBe("1.5k");
    expect(abbreviateNumber(9999)).toBe("9.9k");
  });
  it("drops the decimal from 10k", () => {
    expect(abbreviateNumber(10_000)).toBe("10k");
    expect(abbreviateNumber(12_345)).toBe("12k");
    expect(abbreviateNumber(999_999)).toBe("999k");
  });
  it("uses M for millions", () => {
    expect(abbreviateNumber(1_000_000)).toBe("1M");
    expect(abbreviateNumber(2_540_000)).toBe("2.5M");
    expect(abbreviateNumber(48_200_000)).toBe("48M");
    expect(abbreviateNumber(1_200_000_000)).toBe("1200M");
  });
  it("keeps the sign and survives non-numbers", () => {
    expect(abbreviateNumber(-1500)).toBe("-1.5k");
    expect(abbreviateNumber(Number.NaN)).toBe("0");
  });
});
