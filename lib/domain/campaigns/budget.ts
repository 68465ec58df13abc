/*
 * Budgets as X takes them: local currency in micros (1 unit = 1,000,000). The form's text follows
 * the spec's number check (§5): digits with at most one decimal place.
 */

export const MICROS = 1_000_000;

export const BUDGET_PATTERN = /^\d{1,12}(\.\d)?$/;

export const BUDGET_MESSAGES = {
  notNumber: "Budget must be a number with at most one decimal place.",
  notPositive: "Budget must be greater than 0.",
} as const;

/** "250.5" -> 250_500_000 micros, or null when it is not the spec's number shape. */
export function budgetMicros(text: string): number | null {
  const t = text.trim();
  if (!BUDGET_PATTERN.test(t)) return null;
  const [whole, tenth = "0"] = t.split(".");
  return Number(whole) * MICROS + Number(tenth) * (MICROS / 10);
}

export const fromMicros = (micros: number) => micros / MICROS;
