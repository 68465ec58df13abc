"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { TeamBillingStatus } from "@/lib/schemas/billing-views";
import { billingKeys } from "./billing-keys";

/** A team's plan, status, billing details and the plans on offer (members may read it). */
export function useTeamBillingQuery(team: string | null | undefined) {
  return useQuery({
    queryKey: billingKeys.team(team ?? ""),
    queryFn: () => api().request<TeamBillingStatus>("GET", "/api/customer/subscriptions/status/", { query: { team: team! } }),
    enabled: Boolean(team),
  });
}
