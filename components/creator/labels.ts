"use client";
import { useTranslations } from "next-intl";
import { abbreviateNumber } from "@/lib/domain/format/abbreviate-number";

/** An age code in the UI's language: AGE_ANY, AGE_OVER_N, AGE_N_TO_M. */
export function useAgeLabel() {
  const t = useTranslations("creator.ages");
  return (code: string) => {
    const over = /^AGE_OVER_(\d+)$/.exec(code);
    if (over) return t("over", { n: over[1] });
    const range = /^AGE_(\d+)_TO_(\d+)$/.exec(code);
    if (range) return t("range", { from: range[1], to: range[2] });
    return t("any");
  };
}

export const size = (n: number | undefined) => abbreviateNumber(n ?? 0);

/** A currency code as shown: the codes themselves, "Other" in the UI's language. */
export function useCurrencyLabel() {
  const t = useTranslations("creator.currency");
  return (code: string) => (code === "Other" ? t("other") : code);
}
