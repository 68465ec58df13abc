import { chartColor } from "@/lib/domain/format";
import type { BarRow } from "./bar-list";

/** A donut of shares (0-100) with its legend. */
export function Donut({ rows }: { rows: BarRow[] }) {
  const total = rows.reduce((s, r) => s + r.share, 0) || 1;
  const r = 15.915; // circumference 100
  const parts = rows.map((row) => (100 * row.share) / total);
  const offsets = parts.map((_, i) => 25 - parts.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <div className="flex flex-wrap items-center gap-6" data-chart="donut">
      <svg viewBox="0 0 42 42" className="size-36 shrink-0" role="img" aria-label={rows.map((x) => `${x.label} ${x.share}%`).join(", ")}>
        <circle cx="21" cy="21" r={r} fill="none" strokeWidth="7" className="stroke-muted" />
        {rows.map((row, i) => (
          <circle key={row.label} cx="21" cy="21" r={r} fill="none" stroke={chartColor(i)} strokeWidth="7" strokeDasharray={`${parts[i]} ${100 - parts[i]}`} strokeDashoffset={offsets[i]} />
        ))}
      </svg>
      <ul className="space-y-1.5 text-sm">
        {rows.map((row, i) => (
          <li key={row.label} className="flex items-center gap-2" data-row={row.label}>
            <span className="size-2.5 rounded-full" style={{ background: chartColor(i) }} aria-hidden />
            <span className="capitalize">{row.label}</span>
            <span className="tabular-nums text-muted-foreground" data-value>
              {row.share.toFixed(1)}%{row.margin ? ` ±${row.margin.toFixed(1)}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
