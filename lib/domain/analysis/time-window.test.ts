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

  it("counts a longer window by week or month so a chart has at most 200 points", () => {
    expect(fitGranularity({ start: at("2026-01-01T00:00:00Z"), end: at("2026-07-19T00:00:00Z") })).toBe("day");
    expect(fitGranularity({ start: at("2026-01-01T00:00:00Z"), end: at("2026-07-21T00:00:00Z") })).toBe("week");
    expect(fitGranularity({ start: at("2020-01-01T00:00:00Z"), end: at("2023-10-01T00:00:00Z") })).toBe("week");
    expect(fitGranularity({ start: at("2019-06-01T00:00:00Z"), end: at("2025-12-01T00:00:00Z") })).toBe("month");
    expect(fitGranularity({ start: at("1990-01-01T00:00:00Z"), end: at("2026-01-01T00:00:00Z") })).toBe("month");
  });

  it("starts weeks on Monday and months on the first, in UTC", () => {
    const weeks = bucketStarts({ start: at("2026-03-04T10:00:00Z"), end: at("2026-03-20T00:00:00Z") }, "week");
    expect(weeks.map((d) => d.toISOString().slice(0, 10))).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    const months = bucketStarts({ start: at("2025-11-15T00:00:00Z"), end: at("2026-02-02T00:00:00Z") }, "month");
    expect(months.map((d) => d.toISOString().slice(0, 10))).toEqual(["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01"]);
  });

  it("keeps every window within 200 points whatever its length", () => {
    const start = at("2019-06-01T00:00:00Z");
    for (const days of [1, 7, 30, 199, 201, 400, 1000, 1400, 2400, 5000]) {
      const window = { start, end: new Date(start.getTime() + days * 86_400_000) };
      expect(bucketStarts(window, fitGranularity(window)).length).toBeLessThanOrEqual(200);
    }
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
