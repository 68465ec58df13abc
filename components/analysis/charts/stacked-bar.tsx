import type { BarRow } from "./bar-list";

const TONES: Record<string, string> = { positive: "#25a36f", neutral: "#8a8fa3", negative: "#de3557" };

/** One bar split into parts (sentiment), with a labelled legend. */
export function StackedBar({ rows, labelOf }: { rows: BarRow[]; labelOf: (label: string) => string }) {
  const starts = rows.map((_, i) => rows.slice(0, i).reduce((a, r) => a + r.share, 0));
  return (
    <div data-chart="stacked">
      <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-6 w-full overflow-hidden rounded-md" aria-hidden>
        {rows.map((r, i) => (
          <rect key={r.label} x={starts[i]} y="0" width={r.share} height="10" fill={TONES[r.label] ?? "#888"} />
        ))}
      </svg>
      <ul className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {rows.map((r) => (
          <li key={r.label} data-row={r.label}>
            <span className="flex items-center gap-1.5 text-muted-foreground">
              <span className="size-2.5 rounded-full" style={{ background: TONES[r.label] }} aria-hidden />
              {labelOf(r.label)}
            </span>
            <span className="text-lg font-semibold tabular-nums" data-value>{r.share.toFixed(1)}%</span>
            {r.margin ? <span className="text-xs text-muted-foreground"> ±{r.margin.toFixed(1)}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
