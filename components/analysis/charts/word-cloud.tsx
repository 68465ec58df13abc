import { chartColor } from "@/lib/domain/format";

/** Terms sized by how often they occur (hashtags, keywords, emoji). */
export function WordCloud({ rows }: { rows: { label: string; count: number; share: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="flex flex-wrap items-baseline gap-x-3 gap-y-1.5" data-chart="cloud">
      {rows.map((r, i) => (
        <li
          key={r.label}
          data-row={r.label}
          title={`${r.count} · ${r.share}%`}
          className="font-medium leading-tight"
          style={{ fontSize: `${0.8 + (1.1 * r.count) / max}rem`, color: chartColor(i) }}
        >
          {r.label}
        </li>
      ))}
    </ul>
  );
}
