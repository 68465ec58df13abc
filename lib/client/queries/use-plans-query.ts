"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { PlanAudience } from "@/lib/domain/billing/plans";
import type { PlanView } from "@/lib/schemas/billing-views";
import { billingKeys } from "./billing-keys";

/** The plans on offer to teams or creators; anyone may read them. */
export function usePlansQuery(audience: PlanAudience) {
  return useQuery({
    queryKey: billingKeys.plans(audience),
    queryFn: () => api().request<PlanView[]>("GET", "/api/customer/subscriptions/plans/", { query: { audience } }),
  });
}
