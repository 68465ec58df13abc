export const CURRENCY_SYMBOLS = { EUR: "€", USD: "$", GBP: "£" } as const;
export type SymbolCurrency = keyof typeof CURRENCY_SYMBOLS;
export const DEFAULT_CURRENCY: SymbolCurrency = "EUR";

/** The symbol for EUR, USD or GBP (case-insensitive); anything else falls back to the euro. */
export function currencySymbol(code?: string | null): string {
  const key = (code ?? "").trim().toUpperCase();
  return key in CURRENCY_SYMBOLS ? CURRENCY_SYMBOLS[key as SymbolCurrency] : CURRENCY_SYMBOLS[DEFAULT_CURRENCY];
}
