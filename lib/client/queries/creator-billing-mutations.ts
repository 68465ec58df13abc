"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CheckoutView, CreatorBillingInfo } from "@/lib/schemas/billing-views";
import { billingKeys } from "./billing-keys";

const DEEP_THOUGHT = "/api/external/deepthought";

/** Starts a checkout for a creator plan, with an optional referral code; the caller goes to the answer's url. */
export function useStartCreatorCheckout() {
  return useMutation({
    mutationFn: (input: { plan: string; referral_code?: string; idempotency_key: string }) =>
      api().request<CheckoutView>("POST", `${DEEP_THOUGHT}/create-subscription/`, { body: input, creator: true }),
  });
}

function useApplyInfo() {
  const client = useQueryClient();
  return (info: CreatorBillingInfo) => {
    client.setQueryData(billingKeys.creator(), info);
  };
}

/** Upgrades the creator's plan, or cancels / resumes it at period end. */
export function useUpdateCreatorPlan() {
  const apply = useApplyInfo();
  return useMutation({
    mutationFn: (change: { plan?: string; cancel_at_period_end?: boolean }) =>
      api().request<CreatorBillingInfo>("PATCH", `${DEEP_THOUGHT}/subscription-info/`, { body: change, creator: true }),
    onSuccess: apply,
  });
}

/** The creator's referral code (the same one every time). */
export function useCreateReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api().request<{ code: string }>("POST", `${DEEP_THOUGHT}/create-referral/`, { creator: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.creator() }),
  });
}
