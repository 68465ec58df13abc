import { describe, expect, it } from "vitest";
import { columnTitle, sectionTable, sheetName } from "./section-table";

describe("sectionTable", () => {
  it("turns a distribution into its rows with base and coverage as figures", () => {
    const t = sectionTable({ base: 3, analysed: 4, coverage: 0.75, sampled: false, population: 4, rows: [{ label: "United States", count: 2, share: 66.67 }, { label: "Japan", count: 1, share: 33.33, margin: 2.1 }] });
    expect(t.columns).toEqual(["Label", "Count", "Share", "Margin"]);
    expect(t.rows).toEqual([["United States", 2, 66.67, null], ["Japan", 1, 33.33, 2.1]]);
    expect(t.figures).toEqual([["Base", 3], ["Analysed", 4], ["Coverage", 0.75], ["Sampled", false], ["Population", 4]]);
  });

  it("uses the series of a time series and a non-empty list first", () => {
    expect(sectionTable({ granularity: "day", total: 3, series: [{ start: "2026-01-01T00:00:00Z", count: 3 }] }).rows).toEqual([["2026-01-01T00:00:00Z", 3]]);
    const growth = sectionTable({ snapshots: [], new_followers: [{ day: "2026-01-02", count: 2, cumulative: 2 }], net_change: null });
    expect(growth.columns).toEqual(["Day", "Count", "Cumulative"]);
    expect(growth.figures).toEqual([["Net change", null]]);
  });

  it("lists a record without lists as fields, flattening nested values", () => {
    const t = sectionTable({ handle: "brand", followers_count: 10, tags: ["a", "b"] });
    expect(t).toEqual({ columns: ["Field", "Value"], rows: [["Handle", "brand"], ["Followers count", 10], ["Tags", "a, b"]], figures: [] });
  });

  it("is empty for a missing section", () => {
    expect(sectionTable(null)).toEqual({ columns: [], rows: [], figures: [] });
  });
});

describe("sheetName", () => {
  it("keeps names within Excel's rules and unique", () => {
    const taken = new Set<string>();
    expect(sheetName("Most interacted keyword combinations", taken)).toBe("Most interacted keyword combina");
    expect(sheetName("Most interacted keyword combinations", taken)).toBe("Most interacted keyword com (2)");
    expect(sheetName("Who? [top]/*", taken)).toBe("Who top");
    expect(sheetName("''", taken)).toBe("Sheet");
    expect(columnTitle("posts_30d")).toBe("Posts 30d");
  });
});
