"use client";
import { useFormatter, useLocale } from "next-intl";
import { formatPrice } from "@/lib/domain/billing/format-price";

/** Prices in the viewer's language and the plan's currency (euro when none), and billing dates. */
export function useBillingFormat() {
  const locale = useLocale();
  const format = useFormatter();
  return {
    price: (amount: number, currency: string | null | undefined) => formatPrice(amount, currency, locale),
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" }),
  };
}
