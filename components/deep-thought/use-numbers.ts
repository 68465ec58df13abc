"use client";
import { useLocale } from "next-intl";
import { formatShortDate } from "@/lib/domain/format";

/** Numbers, signed changes, percentages and dates in the viewer's language. */
export function useNumbers() {
  const locale = useLocale();
  const n = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: "exceptZero" });
  const pct = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  return {
    count: (v: number) => n.format(v),
    change: (v: number) => signed.format(v),
    percent: (v: number) => pct.format(v),
    date: (v: string | null) => formatShortDate(v, locale),
  };
}
