"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CheckoutDetail } from "@/lib/schemas/billing-views";
import { billingKeys } from "./billing-keys";

/** One checkout: its plan, status and whether a card is taken (for its team's admins or its creator). */
export function useCheckoutQuery(id: string) {
  return useQuery({
    queryKey: billingKeys.checkout(id),
    queryFn: () => api().request<CheckoutDetail>("GET", "/api/customer/subscriptions/checkout/{id}/", { params: { id } }),
  });
}
