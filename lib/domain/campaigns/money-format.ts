/*
 * Amounts of a campaign or plan as people read them: the spec's currency choices name yen "YEN"
 * (ISO 4217: JPY) and have "Other" (no currency known, a plain number).
 */

export function isoCurrency(currency: string | null | undefined): string | null {
  if (!currency || currency === "Other") return null;
  return currency === "YEN" ? "JPY" : currency;
}

export function isYen(currency: string | null | undefined): boolean {
  return isoCurrency(currency) === "JPY";
}

/** An amount in the viewer's language: with the currency when there is one. */
export function formatMoney(amount: number, currency: string | null | undefined, locale: string): string {
  const iso = isoCurrency(currency);
  try {
    return iso ? new Intl.NumberFormat(locale, { style: "currency", currency: iso }).format(amount) : new Intl.NumberFormat(locale).format(amount);
  } catch {
    // A code Intl does not know: the number and the code.
    return `${new Intl.NumberFormat(locale).format(amount)} ${iso}`;
  }
}

/** US dollars per unit of a planner currency ("YEN") or of an X currency code ("JPY"), from the configured rates; null: no rate. */
export function usdPerUnitOf(currency: string | null | undefined, usdPerUnit: Record<string, number>): number | null {
  if (currency === "USD") return 1;
  if (!currency) return null;
  return usdPerUnit[currency === "JPY" ? "YEN" : currency] ?? null;
}
