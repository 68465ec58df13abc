"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CheckoutView, TeamBillingStatus } from "@/lib/schemas/billing-views";
import type { TeamDetail, UpdateTeam } from "@/lib/schemas/team";
import { billingKeys } from "./billing-keys";

const SUBSCRIPTIONS = "/api/customer/subscriptions";

/** Starts a checkout for a team plan; the caller sends the admin to the answer's url. */
export function useStartTeamCheckout(team: string) {
  return useMutation({
    mutationFn: (input: { plan: string; idempotency_key: string }) => api().request<CheckoutView>("POST", `${SUBSCRIPTIONS}/checkout/`, { body: { team, ...input } }),
  });
}

/** Writes what a call answered as the team's billing status, and refreshes its invoices. */
function useApplyStatus(team: string) {
  const client = useQueryClient();
  return (status: TeamBillingStatus) => {
    client.setQueryData(billingKeys.team(team), (old: TeamBillingStatus | undefined) => (old ? { ...old, ...status } : old));
    return client.invalidateQueries({ queryKey: billingKeys.team(team) });
  };
}

/** Moves the team's active plan up (prorated). */
export function useUpgradeTeamPlan(team: string) {
  const apply = useApplyStatus(team);
  return useMutation({
    mutationFn: (plan: string) => api().request<TeamBillingStatus>("POST", `${SUBSCRIPTIONS}/upgrade/`, { body: { team, plan } }),
    onSuccess: apply,
  });
}

/** Cancels the team's plan at the end of the paid period. */
export function useCancelTeamPlan(team: string) {
  const apply = useApplyStatus(team);
  return useMutation({
    mutationFn: () => api().request<TeamBillingStatus>("POST", `${SUBSCRIPTIONS}/cancel/`, { body: { team } }),
    onSuccess: apply,
  });
}

/** The provider's customer portal (Stripe) for cards and invoices. */
export function useOpenBillingPortal(team: string) {
  return useMutation({
    mutationFn: () => api().request<{ url: string }>("POST", `${SUBSCRIPTIONS}/portal/`, { body: { team } }),
  });
}

/** Saves the team's billing details (§5) through the team endpoint. */
export function useSaveBillingDetails(team: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (details: Pick<UpdateTeam, "invoice_email" | "country" | "invoice_name">) =>
      api().request<TeamDetail>("PATCH", "/api/teams/{team}/", { params: { team }, body: details }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: billingKeys.team(team) }), client.invalidateQueries({ queryKey: ["teams", { slug: team }] })]),
  });
}
