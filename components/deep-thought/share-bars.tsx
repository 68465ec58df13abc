import { BarList } from "@/components/analysis/charts/bar-list";

/** Counted rows as the analysis cards' bars: each row's share of the base. */
export function ShareBars({ rows, base, max = 10 }: { rows: { label: string; count: number }[]; base: number; max?: number }) {
  return <BarList max={max} rows={rows.map((r) => ({ label: r.label, count: r.count, share: base ? (100 * r.count) / base : 0 }))} />;
}
