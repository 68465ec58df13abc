"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CreatorBillingInfo } from "@/lib/schemas/billing-views";
import { billingKeys } from "./billing-keys";

/** The signed-in creator's Deep Thought plan, referral code and referral credit. */
export function useCreatorBillingQuery(enabled = true) {
  return useQuery({
    queryKey: billingKeys.creator(),
    queryFn: () => api().request<CreatorBillingInfo>("GET", "/api/external/deepthought/subscription-info/", { creator: true }),
    enabled,
  });
}
