"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CheckoutView } from "@/lib/schemas/billing-views";
import { billingKeys } from "./billing-keys";

/** The local provider's confirmation: activates the checkout's plan at once (no card is taken). */
export function useConfirmCheckout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api().request<CheckoutView>("POST", "/api/customer/subscriptions/checkout/{id}/confirm/", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
