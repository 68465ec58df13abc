export const DROPDOWN_MAX_WIDTH = 600;
export const DROPDOWN_MARGIN = 16;
/** Below this much room under the trigger, the panel opens upward. */
export const DROPDOWN_FLIP_HEIGHT = 300;
/** Outside clicks this soon after opening are ignored, so the opening gesture never closes it. */
export const CLICK_AWAY_SUPPRESSION_MS = 300;
/** Grace period for the pointer to cross the gap between a hover trigger and its panel. */
export const POINTER_LEAVE_GRACE_MS = 120;

export type DropdownSide = "top" | "bottom";

export function dropdownSide(triggerBottom: number, viewportHeight: number): DropdownSide {
  return viewportHeight - triggerBottom < DROPDOWN_FLIP_HEIGHT ? "top" : "bottom";
}

/** At most 600 px, and never closer than 16 px to either edge of the viewport. */
export function dropdownMaxWidth(viewportWidth: number): number {
  return Math.max(0, Math.min(DROPDOWN_MAX_WIDTH, viewportWidth - 2 * DROPDOWN_MARGIN));
}

export function suppressesClickAway(openedAt: number | null, now: number): boolean {
  return openedAt !== null && now - openedAt < CLICK_AWAY_SUPPRESSION_MS;
}
