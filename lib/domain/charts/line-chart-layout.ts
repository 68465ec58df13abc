import { abbreviateNumber } from "../format/abbreviate-number";
import { chartColor } from "../format/chart-palette";

/*
 * The geometry of the product's line chart, computed once for every surface that draws it (the
 * screen's SVG and the PDF reports), so a report shows the same chart as the page: lines over time
 * on a y axis from 0 with three dashed grid lines, at most about six date labels.
 */

export interface Series {
  name: string;
  points: { x: string; y: number }[];
}

export const LINE_CHART_BOX = { width: 600, height: 180, pad: { l: 40, r: 8, t: 8, b: 22 } } as const;

export interface LineChartLayout {
  width: number;
  height: number;
  grid: { y: number; x1: number; x2: number; label: string }[];
  xLabels: { x: number; y: number; label: string }[];
  lines: { name: string; color: string; points: [number, number][] }[];
}

/** An ISO time's axis label: month-day unless the caller says otherwise (a month series shows year-month). */
export const monthDay = (x: string) => x.slice(5, 10);

export function lineChartLayout(series: Series[], tick: (x: string) => string = monthDay): LineChartLayout {
  const { width: W, height: H, pad } = LINE_CHART_BOX;
  const xs = series[0]?.points.map((p) => p.x) ?? [];
  const maxY = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.y)));
  const x = (i: number) => pad.l + (xs.length > 1 ? (i * (W - pad.l - pad.r)) / (xs.length - 1) : 0);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / maxY);
  const ticks = [...new Set([0, 0.5, 1].map((f) => Math.round(maxY * f)))];
  const every = Math.max(1, Math.ceil(xs.length / 6));
  return {
    width: W,
    height: H,
    grid: ticks.map((t) => ({ y: y(t), x1: pad.l, x2: W - pad.r, label: abbreviateNumber(t) })),
    xLabels: xs.flatMap((d, i) => (i % every === 0 ? [{ x: x(i), y: H - 6, label: tick(d) }] : [])),
    lines: series.map((s, si) => ({ name: s.name, color: chartColor(si), points: s.points.map((p, i): [number, number] => [x(i), y(p.y)]) })),
  };
}
