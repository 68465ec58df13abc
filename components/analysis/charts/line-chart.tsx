import { abbreviateNumber, chartColor } from "@/lib/domain/format";

export interface Series {
  name: string;
  points: { x: string; y: number }[];
}

const W = 600;
const H = 180;
const PAD = { l: 40, r: 8, t: 8, b: 22 };

/** An ISO time's axis label: month-day unless the caller says otherwise (a month series shows year-month). */
const monthDay = (x: string) => x.slice(5, 10);

/** Lines over time (x labels are dates), shared y axis from 0. */
export function LineChart({ series, label, tick = monthDay }: { series: Series[]; label: string; tick?: (x: string) => string }) {
  const xs = series[0]?.points.map((p) => p.x) ?? [];
  const maxY = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.y)));
  const x = (i: number) => PAD.l + (xs.length > 1 ? (i * (W - PAD.l - PAD.r)) / (xs.length - 1) : 0);
  const y = (v: number) => PAD.t + (H - PAD.t - PAD.b) * (1 - v / maxY);
  const ticks = [0, 0.5, 1].map((f) => Math.round(maxY * f));
  const every = Math.max(1, Math.ceil(xs.length / 6));
  return (
    <div data-chart="line">
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full" role="img" aria-label={label}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} className="stroke-border" strokeDasharray="2 3" />
            <text x={PAD.l - 6} y={y(t) + 3} textAnchor="end" className="fill-muted-foreground text-[10px]">{abbreviateNumber(t)}</text>
          </g>
        ))}
        {xs.map((d, i) =>
          i % every === 0 ? (
            <text key={d} x={x(i)} y={H - 6} textAnchor="middle" className="fill-muted-foreground text-[10px]">{tick(d)}</text>
          ) : null,
        )}
        {series.map((s, si) => (
          <polyline key={s.name} fill="none" stroke={chartColor(si)} strokeWidth="2" strokeLinejoin="round" points={s.points.map((p, i) => `${x(i)},${y(p.y)}`).join(" ")} />
        ))}
      </svg>
      {series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-3 text-xs">
          {series.map((s, i) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span className="h-0.5 w-4" style={{ background: chartColor(i) }} aria-hidden />
              {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
