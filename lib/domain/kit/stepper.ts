/**
 * Stepper rules: a step is passed only when filled and valid; the last step submits instead;
 * back goes one step; completed steps (before the current one) can be jumped to, later ones not.
 */
export type StepStatus = "complete" | "current" | "upcoming";
export type AdvanceResult =
  | { kind: "blocked"; reason: "unfilled" | "invalid" }
  | { kind: "next"; index: number }
  | { kind: "submit" };

export function isLastStep(index: number, count: number): boolean {
  return index >= count - 1;
}

export function advance(index: number, count: number, filled: boolean, valid: boolean): AdvanceResult {
  if (!filled) return { kind: "blocked", reason: "unfilled" };
  if (!valid) return { kind: "blocked", reason: "invalid" };
  return isLastStep(index, count) ? { kind: "submit" } : { kind: "next", index: index + 1 };
}

export function back(index: number): number {
  return Math.max(0, index - 1);
}

export function canJumpTo(target: number, current: number): boolean {
  return Number.isInteger(target) && target >= 0 && target < current;
}

export function stepStatus(index: number, current: number): StepStatus {
  if (index < current) return "complete";
  return index === current ? "current" : "upcoming";
}
