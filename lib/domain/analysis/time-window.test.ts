import { describe, expect, it } from "vitest";
import { bucketStarts, defaultWindow, fitGranularity } from "./time-window";
import { keywordCombinations, keywordPairs, sentimentSplit } from "./text-features";

const at = (s: string) => new Date(s);

describe("windows", () => {
  it("defaults to 30 days back to 5 minutes ago", () => {
    const w = defaultWindow(at("2026-03-31T12:00:00Z"));
    expect(w.start.toISOString()).toBe("2026-03-01T12:00:00.000Z");
    expect(w.end.toISOString()).toBe("2026-03-31T11:55:00.000Z");
  });

  it("fits the granularity to the window", () => {
    expect(fitGranularity({ start: at("2026-03-01T00:00:00Z"), end: at("2026-03-01T02:00:00Z") })).toBe("minute");
    expect(fitGranularity({ start: at("2026-03-01T00:00:00Z"), end: at("2026-03-05T00:00:00Z") })).toBe("hour");
    expect(fitGranularity({ start: at("2026-03-01T00:00:00Z"), end: at("2026-03-31T00:00:00Z") })).toBe("day");
  });

  it("lists every bucket of the window, empty ones included", () => {
    const starts = bucketStarts({ start: at("2026-03-01T10:30:00Z"), end: at("2026-03-03T01:00:00Z") }, "day");
    expect(starts.map((d) => d.toISOString().slice(0, 10))).toEqual(["2026-03-01", "2026-03-02", "2026-03-03"]);
  });
});

describe("text features", () => {
  it("splits sentiment with shares summing to 100", () => {
    expect(sentimentSplit({ positive: 2, neutral: 1, negative: 1 })).toEqual({
      base: 4, positive: 2, neutral: 1, negative: 1, shares: { positive: 50, neutral: 25, negative: 25 },
    });
  });

  it("pairs keywords once, alphabetically", () => {
    expect(keywordPairs(["coffee", "beans", "coffee", "roast"])).toEqual(["beans + coffee", "beans + roast", "coffee + roast"]);
    expect(keywordCombinations([["a", "b"], ["b", "a", "c"], ["c"]])).toEqual([
      { label: "a + b", count: 2 }, { label: "a + c", count: 1 }, { label: "b + c", count: 1 },
    ]);
  });
});
