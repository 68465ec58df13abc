"use client";
import { useTranslations } from "next-intl";
import { WEEKDAYS } from "./weekdays";
import { heatmapShades } from "@/lib/domain/charts/heatmap-layout";
import type { BestTimeView } from "@/lib/schemas/creator-posts";

type Cell = BestTimeView["cells"][number];

/**
 * Weekday rows x 24 hours: a scored cell is shaded by its score (the best is full colour); a cell
 * with too few posts is hatched and scored nothing. Every cell shows its number of posts.
 */
export function BestTimeHeatmap({ d }: { d: BestTimeView }) {
  const t = useTranslations("deepThought.bestTime");
  const cells = heatmapShades(d.cells);
  const title = (c: Cell) =>
    c.score === null
      ? t("cellNotEnough", { day: t(`days.${WEEKDAYS[c.weekday]}`), hour: c.hour, posts: c.posts, min: d.min_posts_per_cell })
      : t("cellScored", { day: t(`days.${WEEKDAYS[c.weekday]}`), hour: c.hour, posts: c.posts, lift: (c.lift ?? 0).toFixed(2), activity: c.activity.toFixed(2) });
  return (
    <div className="overflow-x-auto" data-chart="heatmap">
      <table className="border-separate border-spacing-0.5 text-[10px]" aria-label={t("title")}>
        <thead>
          <tr>
            <th />
            {Array.from({ length: 24 }, (_, h) => <th key={h} scope="col" className="w-7 font-normal text-muted-foreground">{h}</th>)}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 7 }, (_, day) => (
            <tr key={day}>
              <th scope="row" className="pr-2 text-end font-normal text-muted-foreground">{t(`days.${WEEKDAYS[day]}`)}</th>
              {cells.filter((c) => c.weekday === day).map((c) => {
                const shade = c.shade;
                return (
                  <td
                    key={c.hour}
                    title={title(c)}
                    data-cell={`${day}-${c.hour}`}
                    data-scored={c.score !== null}
                    className="h-7 w-7 rounded text-center tabular-nums"
                    style={
                      shade
                        ? { background: `color-mix(in srgb, ${shade.color} ${Math.round(shade.opacity * 100)}%, transparent)`, color: shade.whiteText ? "white" : undefined }
                        : { background: "repeating-linear-gradient(45deg, var(--color-muted) 0 3px, transparent 3px 6px)" }
                    }
                  >
                    {c.posts || ""}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
