import { describe, expect, it } from "vitest";
import { roundSize, scaleEstimate, sizeBucket, wilsonInterval } from "./size-estimate";

describe("size estimates", () => {
  it("scales the matching share of the corpus to the platform and rounds to two figures", () => {
    const e = scaleEstimate(30, 3000, 500_000_000);
    expect(e.estimate).toBe(5_000_000);
    expect(e.min).toBeLessThan(e.estimate);
    expect(e.max).toBeGreaterThan(e.estimate);
  });

  it("gives the 95% Wilson interval (known value for 10 of 100)", () => {
    const [lo, hi] = wilsonInterval(10, 100);
    expect(lo).toBeCloseTo(0.0552, 3);
    expect(hi).toBeCloseTo(0.1744, 3);
  });

  it("an empty match is 0 with an honest upper bound; an empty corpus is 0", () => {
    const e = scaleEstimate(0, 1000, 1_000_000);
    expect([e.estimate, e.min]).toEqual([0, 0]);
    expect(e.max).toBeGreaterThan(0);
    expect(scaleEstimate(5, 0, 1_000_000).estimate).toBe(0);
  });

  it("rounds and buckets", () => {
    expect(roundSize(123_456)).toBe(120_000);
    expect(roundSize(87)).toBe(87);
    expect([999_999, 1_000_000, 5_000_000, 12_000_000, 25_000_000].map(sizeBucket)).toEqual(["<1M", "1M-5M", "5M-12M", "12M-25M", "25M+"]);
  });
});
