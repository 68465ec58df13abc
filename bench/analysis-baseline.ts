// The CI check of bench:analysis: each cell's cold p50 against one posts scan, compared with a
// recorded baseline (a regression check) or, without one, with the goal itself.
import { type Cell, GOAL_SLACK_MS, goalRatio } from "./analysis-report";

/** Cold p50 / (posts scan + slack) by "db size shape". */
export type Baseline = Record<string, number>;

const key = (c: Cell) => `${c.db} ${c.size} ${c.shape}`;
/** The median is steadier than p95 on a shared machine, so the check compares medians. */
const medianRatio = (c: Cell) => c.cold[0] / (c.scan + GOAL_SLACK_MS);

export function baselineOf(cells: Cell[]): Baseline {
  return Object.fromEntries(cells.map((c) => [key(c), Number(medianRatio(c).toFixed(2))]));
}

/**
 * Cells over `max` times their baseline ratio and over `max` times the goal (a cell within `max` of
 * the goal never fails: on a loaded machine its small ratios swing most); cells without a baseline:
 * over `max` times the goal at p95.
 */
export function overLimit(cells: Cell[], max: number, baseline: Baseline | null): string[] {
  return cells.flatMap((c) => {
    const base = baseline?.[key(c)];
    if (base !== undefined) {
      const ratio = medianRatio(c) / base;
      return ratio > max && medianRatio(c) > max ? [`${key(c)}: ${medianRatio(c).toFixed(2)} against ${base} recorded (${ratio.toFixed(2)}x)`] : [];
    }
    return goalRatio(c) > max ? [`${key(c)}: ${goalRatio(c).toFixed(2)}x the goal`] : [];
  });
}
