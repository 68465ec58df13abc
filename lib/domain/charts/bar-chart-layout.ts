import { chartColor } from "../format/chart-palette";

/*
 * The geometry of the product's horizontal bar list: one row per label, each bar's length its value
 * against the largest shown, on a muted track. Shared by the screen and the PDF reports.
 */

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarLayoutRow {
  label: string;
  value: number;
  /** 0-1 of the track. */
  fraction: number;
  color: string;
}

export function barChartLayout(rows: BarDatum[], opts: { max?: number; colorful?: boolean; floor?: number } = {}): BarLayoutRow[] {
  const shown = rows.slice(0, opts.max ?? 10);
  // `floor`: the smallest full bar (percent lists use 1, so shares under 1% stay short).
  const top = Math.max(...shown.map((r) => r.value), opts.floor ?? 0);
  return shown.map((r, i) => ({ label: r.label, value: r.value, fraction: top > 0 ? Math.max(0, r.value) / top : 0, color: opts.colorful ? chartColor(i) : chartColor(0) }));
}
