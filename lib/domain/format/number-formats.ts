import { formatShortDate } from "./short-date";

/** Numbers, signed changes, percentages and dates in a language: the Deep Thought screens and their PDF report write figures alike. */
export function numberFormats(locale: string) {
  const n = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: "exceptZero" });
  const pct = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  return {
    count: (v: number) => n.format(v),
    change: (v: number) => signed.format(v),
    percent: (v: number) => pct.format(v),
    date: (v: string | null, timeZone?: string) => formatShortDate(v, locale, timeZone),
  };
}
