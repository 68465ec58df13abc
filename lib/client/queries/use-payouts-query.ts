"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { PayoutView } from "@/lib/schemas/creator-posts";
import { deepThoughtKeys } from "./deep-thought-keys";

/** Payouts, the next period's prediction with its back-test, and the bot-purge simulation. */
export function usePayoutsQuery(account: number | null) {
  return useQuery({
    queryKey: deepThoughtKeys.payouts(account ?? 0),
    queryFn: ({ signal }) => api().request<PayoutView>("GET", "/api/external/deepthought/accounts/{id}/payout-prediction/", { creator: true, params: { id: account! }, signal }),
    enabled: account !== null,
  });
}
