import { lineChartLayout, monthDay, type Series } from "@/lib/domain/charts/line-chart-layout";

export type { Series };

/** Lines over time (x labels are dates), shared y axis from 0; the geometry is the PDF reports' too. */
export function LineChart({ series, label, tick = monthDay }: { series: Series[]; label: string; tick?: (x: string) => string }) {
  const chart = lineChartLayout(series, tick);
  return (
    <div data-chart="line">
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} className="w-full" role="img" aria-label={label}>
        {chart.grid.map((g) => (
          <g key={g.label}>
            <line x1={g.x1} x2={g.x2} y1={g.y} y2={g.y} className="stroke-border" strokeDasharray="2 3" />
            <text x={g.x1 - 6} y={g.y + 3} textAnchor="end" className="fill-muted-foreground text-[10px]">{g.label}</text>
          </g>
        ))}
        {chart.xLabels.map((l) => (
          <text key={`${l.x}`} x={l.x} y={l.y} textAnchor="middle" className="fill-muted-foreground text-[10px]">{l.label}</text>
        ))}
        {chart.lines.map((s) => (
          <polyline key={s.name} fill="none" stroke={s.color} strokeWidth="2" strokeLinejoin="round" points={s.points.map(([x, y]) => `${x},${y}`).join(" ")} />
        ))}
      </svg>
      {chart.lines.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-3 text-xs">
          {chart.lines.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span className="h-0.5 w-4" style={{ background: s.color }} aria-hidden />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
