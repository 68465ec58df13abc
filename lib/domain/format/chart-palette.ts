/**
 * The 29 chart colours. Hues step by the golden angle (about 137.5 degrees) from the brand indigo
 * and cycle through three lightness/saturation pairs, so neighbouring series never look alike and
 * every colour keeps its contrast on both the light and the dark card.
 */
export const CHART_PALETTE = [
  "#3e35de", "#b25524", "#25d091", "#d235de", "#93b224", "#2579d0", "#de3557", "#24b232", "#6725d0", "#dea735",
  "#24b2ad", "#d025a4", "#81de35", "#243bb2", "#d03c25", "#35de7d", "#8a24b2", "#ced025", "#35abde", "#b2245e",
  "#38d025", "#5335de", "#b26724", "#25d0a7", "#de35d5", "#81b224", "#2563d0", "#de3541", "#24b244",
] as const;

/** The colour of series `index`; past the 29th the palette starts again. */
export function chartColor(index: number): string {
  const size = CHART_PALETTE.length;
  const i = Math.trunc(Number.isFinite(index) ? index : 0);
  return CHART_PALETTE[((i % size) + size) % size];
}
