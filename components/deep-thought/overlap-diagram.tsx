import { chartColor } from "@/lib/domain/format";

/** Two follower sets as circles of area by size, overlapping by the shared share of the smaller one. */
export function OverlapDiagram({ a, b, shared, labels }: { a: number; b: number; shared: number; labels: { a: string; b: string; shared: string } }) {
  const W = 360;
  const H = 180;
  const max = Math.max(1, a, b);
  const ra = 20 + 60 * Math.sqrt(a / max);
  const rb = 20 + 60 * Math.sqrt(b / max);
  const smaller = Math.max(1, Math.min(a, b));
  const distance = ra + rb - 2 * Math.min(ra, rb) * Math.min(1, shared / smaller);
  const ca = W / 2 - distance / 2;
  const cb = W / 2 + distance / 2;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="w-full max-w-md" role="img" aria-label={`${labels.a}; ${labels.shared}; ${labels.b}`} data-chart="overlap">
      <circle cx={ca} cy={H / 2} r={ra} fill={chartColor(0)} fillOpacity={0.35} stroke={chartColor(0)} />
      <circle cx={cb} cy={H / 2} r={rb} fill={chartColor(1)} fillOpacity={0.35} stroke={chartColor(1)} />
      <text x={ca - ra / 2} y={H / 2} textAnchor="middle" className="fill-foreground text-[11px]">{labels.a}</text>
      <text x={(ca + ra + cb - rb) / 2} y={H / 2} textAnchor="middle" className="fill-foreground text-[11px] font-semibold">{labels.shared}</text>
      <text x={cb + rb / 2} y={H / 2} textAnchor="middle" className="fill-foreground text-[11px]">{labels.b}</text>
    </svg>
  );
}
