import { chartColor } from "../format/chart-palette";

/*
 * The shading of the weekday x hour heat map, shared by the screen and the PDF report: a scored cell
 * takes the chart colour at 12-100% strength by its score against the best cell (dark enough for
 * white text above 0.55); a cell without a score is hatched.
 */

export interface HeatCellInput {
  weekday: number;
  hour: number;
  posts: number;
  score: number | null;
}

export interface HeatShade {
  color: string;
  /** How much of the colour over the background, 0.12-1. */
  opacity: number;
  whiteText: boolean;
}

/** Each cell's shade, or null where it is hatched (too few posts for a score). */
export function heatmapShades<C extends HeatCellInput>(cells: C[]): (C & { shade: HeatShade | null })[] {
  const max = Math.max(0, ...cells.map((c) => c.score ?? 0));
  return cells.map((c) => {
    if (c.score === null) return { ...c, shade: null };
    const strength = max > 0 ? c.score / max : 0;
    return { ...c, shade: { color: chartColor(0), opacity: Math.round(12 + 88 * strength) / 100, whiteText: strength > 0.55 } };
  });
}
