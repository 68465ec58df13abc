import { barChartLayout } from "@/lib/domain/charts/bar-chart-layout";

export interface BarRow {
  label: string;
  /** 0-100. */
  share: number;
  margin?: number;
  count?: number;
}

/** Horizontal bars, one row per label, with the share and (when sampled) its margin of error. */
export function BarList({ rows, max = 10, colorful = false }: { rows: BarRow[]; max?: number; colorful?: boolean }) {
  const shown = rows.slice(0, max);
  const bars = barChartLayout(shown.map((r) => ({ label: r.label, value: r.share })), { max, colorful, floor: 1 });
  return (
    <ol className="space-y-2" data-chart="bars">
      {shown.map((r, i) => (
        <li key={r.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm" data-row={r.label}>
          <span className="truncate" title={r.label}>{r.label}</span>
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2.5 w-full overflow-visible" aria-hidden>
            <rect x="0" y="0" width="100" height="8" rx="4" className="fill-muted" />
            <rect x="0" y="0" width={100 * bars[i].fraction} height="8" rx="4" fill={bars[i].color} />
          </svg>
          <span className="tabular-nums text-muted-foreground" data-value>
            {r.share.toFixed(1)}%{r.margin !== undefined && r.margin > 0 ? <span className="text-xs"> ±{r.margin.toFixed(1)}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
