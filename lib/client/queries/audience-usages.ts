"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BudgetCheck, RelatedAudience, UsageCheck } from "../targeting/audience-usages";
import { api } from "../http/api";

export const usageKeys = {
  check: ["audience-usages", "check"] as const,
  related: (handle: string, team: string | null) => ["related-audiences", { handle, team }] as const,
};

/** The suggestion prompt check (spec §9): a read, though the endpoint takes a POST. */
export function useUsageCheckQuery() {
  return useQuery({ queryKey: usageKeys.check, queryFn: ({ signal }) => api().request<UsageCheck>("POST", "/api/external/audience-usages/usage-check/", { body: {}, signal }) });
}

/** Counts one use of a related audience; the answer says whether to show the prompt now (and then it counts as shown). */
export function useRecordRelatedUseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api().request<UsageCheck>("POST", "/api/external/audience-usages/related-use/", { body: {} }),
    onSuccess: (usage) => queryClient.setQueryData(usageKeys.check, usage),
  });
}

export function useRelatedAudiencesQuery(handle: string, team: string | null) {
  return useQuery({
    queryKey: usageKeys.related(handle, team),
    queryFn: ({ signal }) =>
      api().request<{ audience_configs: RelatedAudience[] }>("POST", "/api/external/similar-audiences/", { body: { query_type: "handle", handle, ...(team ? { team } : {}) }, signal }),
    enabled: Boolean(handle),
  });
}

export function useBudgetCheckMutation() {
  return useMutation({
    mutationFn: ({ adAccountId, budget }: { adAccountId: string; budget: number }) =>
      api().request<BudgetCheck>("POST", "/api/external/audience-usages/autopilot-budget-check/", { body: { ad_account_id: adAccountId, budget } }),
  });
}
