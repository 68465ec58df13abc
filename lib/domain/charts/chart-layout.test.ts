import { describe, expect, it } from "vitest";
import { barChartLayout } from "./bar-chart-layout";
import { LINE_CHART_BOX, lineChartLayout } from "./line-chart-layout";

describe("line chart layout (screen and PDF)", () => {
  it("puts 0 on the bottom grid line and the largest value on the top one, dates spread across", () => {
    const chart = lineChartLayout([{ name: "Impressions", points: [{ x: "2026-03-01", y: 0 }, { x: "2026-03-02", y: 5000 }, { x: "2026-03-03", y: 10000 }] }]);
    const { pad, height, width } = LINE_CHART_BOX;
    expect(chart.grid.map((g) => g.label)).toEqual(["0", "5k", "10k"]);
    expect(chart.grid[0].y).toBe(height - pad.b);
    expect(chart.grid[2].y).toBe(pad.t);
    expect(chart.lines[0].points).toEqual([[pad.l, height - pad.b], [(pad.l + width - pad.r) / 2, (pad.t + height - pad.b) / 2], [width - pad.r, pad.t]]);
    expect(chart.xLabels.map((l) => l.label)).toEqual(["03-01", "03-02", "03-03"]);
  });

  it("labels at most about six dates, and a flat zero series does not divide by zero", () => {
    const points = Array.from({ length: 30 }, (_, i) => ({ x: `2026-04-${String(i + 1).padStart(2, "0")}`, y: 0 }));
    const chart = lineChartLayout([{ name: "a", points }]);
    expect(chart.xLabels.length).toBeLessThanOrEqual(6);
    expect(chart.lines[0].points.every(([, y]) => Number.isFinite(y))).toBe(true);
  });
});

describe("bar chart layout", () => {
  it("sizes bars against the largest, with an optional floor", () => {
    expect(barChartLayout([{ label: "a", value: 50 }, { label: "b", value: 25 }]).map((b) => b.fraction)).toEqual([1, 0.5]);
    expect(barChartLayout([{ label: "a", value: 0.5 }], { floor: 1 })[0].fraction).toBe(0.5);
    expect(barChartLayout([{ label: "a", value: 0 }])[0].fraction).toBe(0);
  });
});
