import { DEFAULT_CURRENCY } from "@/lib/domain/format/currency-symbol";

/** The spec lists YEN; Intl and Stripe call it JPY. */
const ISO_ALIASES: Record<string, string> = { YEN: "JPY" };

/** The ISO 4217 code for one of the spec's currencies; missing, "Other" or unknown codes fall back to the euro (§9). */
export function isoCurrency(code: string | null | undefined): string {
  const key = (code ?? "").trim().toUpperCase();
  const iso = ISO_ALIASES[key] ?? key;
  return Intl.supportedValuesOf("currency").includes(iso) ? iso : DEFAULT_CURRENCY;
}

/** Digits after the decimal point of a currency's minor unit: 2 for EUR, 0 for JPY and KRW, 3 for KWD. */
export function minorUnitDigits(currency: string | null | undefined): number {
  return new Intl.NumberFormat("en", { style: "currency", currency: isoCurrency(currency) }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units as the locale writes it: 4900 EUR is "€49.00" in English, 1200 YEN "¥1,200", 4900 GBP in Japanese "£49.00". */
export function formatPrice(amountMinor: number, currency: string | null | undefined, locale: string): string {
  const iso = isoCurrency(currency);
  const digits = minorUnitDigits(iso);
  return new Intl.NumberFormat(locale, { style: "currency", currency: iso, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amountMinor / 10 ** digits,
  );
}
