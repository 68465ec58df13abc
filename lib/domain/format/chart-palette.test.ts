import { describe, expect, it } from "vitest";
import { CHART_PALETTE, chartColor } from "./chart-palette";

describe("chart palette", () => {
  it("has 29 distinct hex colours", () => {
    expect(CHART_PALETTE).toHaveLength(29);
    expect(new Set(CHART_PALETTE.map((c) => c.toLowerCase())).size).toBe(29);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });
  it("cycles past the last colour", () => {
    expect(chartColor(0)).toBe(CHART_PALETTE[0]);
    expect(chartColor(28)).toBe(CHART_PALETTE[28]);
    expect(chartColor(29)).toBe(CHART_PALETTE[0]);
    expect(chartColor(-1)).toBe(CHART_PALETTE[28]);
  });
});
