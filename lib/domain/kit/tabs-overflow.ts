/** The width budget of one tab; the tab bar re-measures its room on this interval. */
export const TAB_WIDTH = 60;
export const TABS_REMEASURE_MS = 100;

/**
 * How many tabs show in `width` px at about 60 px a tab. When they do not all fit, one slot is
 * kept for the overflow ("more") menu that holds the rest.
 */
export function visibleTabCount(width: number, total: number, tabWidth: number = TAB_WIDTH): number {
  if (total <= 0 || !(width > 0)) return 0;
  const slots = Math.floor(width / tabWidth);
  if (slots >= total) return total;
  return Math.max(0, slots - 1);
}

export function splitTabs<T>(tabs: readonly T[], visible: number): { shown: T[]; overflow: T[] } {
  return { shown: tabs.slice(0, visible), overflow: tabs.slice(visible) };
}
