"use client";
import { useLocale } from "next-intl";
import { numberFormats } from "@/lib/domain/format/number-formats";

/** Numbers, signed changes, percentages and dates in the viewer's language. */
export function useNumbers() {
  const f = numberFormats(useLocale());
  return { ...f, date: (v: string | null) => f.date(v) };
}
