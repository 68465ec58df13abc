"use client";
import { useFundingInstrumentsQuery } from "@/lib/client/queries/campaigns";

/** The campaign's currency: the chosen funding instrument's, or (left to the product) the ad account's first usable one's. */
export function useStepperCurrency(adAccountId: string, instrumentId: string): string | null {
  const { data } = useFundingInstrumentsQuery(adAccountId);
  const usable = (data ?? []).filter((f) => f.entity_status === "ACTIVE" && f.able_to_fund);
  return (usable.find((f) => f.id === instrumentId) ?? usable[0])?.currency ?? null;
}
