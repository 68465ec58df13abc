"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GENERATION_POLL_MS, isGenerationReady } from "@/lib/domain/targeting/rules";
import type { JobTitleCategory } from "@/lib/domain/targeting/job-titles";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import type { GeneratedRecord } from "@/lib/client/targeting/generated-record";
import { api } from "../http/api";
import { audienceKeys } from "./audiences";
import { referenceKeys } from "./reference";

export const generationKeys = {
  insight: (id: number) => ["audience-insight", { id }] as const,
};

/** A record that will not change any more: its package is ready, or it stopped processing (failed). */
export const generationFinished = (r: GeneratedRecord) => isGenerationReady(r) || !r.processing;

/** Starts a generation (spec §4); the answer names the insights record to poll. */
export function useStartGenerationMutation() {
  return useMutation({ mutationFn: ({ path, body }: { path: string; body: Record<string, unknown> }) => api().request<{ id: number }>("POST", path, { body }) });
}

/** The insights record of a generation, polled every 3 s until it is finished. */
export function useGenerationQuery(id: number | null) {
  return useQuery({
    queryKey: generationKeys.insight(id ?? 0),
    queryFn: ({ signal }) => api().request<GeneratedRecord>("GET", "/api/audience-insight/{pk}/", { params: { pk: id! }, signal }),
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
    refetchInterval: (q) => (q.state.error || (q.state.data && generationFinished(q.state.data)) ? false : GENERATION_POLL_MS),
  });
}

export function useJobTitlesQuery() {
  return useQuery({
    queryKey: referenceKeys.jobTitles,
    queryFn: async ({ signal }) => (await api().request<{ job_titles: JobTitleCategory[] }>("GET", "/api/job-titles/", { signal })).job_titles,
    staleTime: Infinity,
  });
}

export function useJobTitleSizesMutation<T>() {
  return useMutation({ mutationFn: (jobTitles: string[]) => api().request<T>("POST", "/api/job-title-size-estimator/", { body: { job_titles: jobTitles } }) });
}

/** Saves a generated package as an audience config of a team; the team's lists reload. */
export function useSaveGeneratedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { team: string | null; name: string; size: number | null; description: string; countries: string[]; targeting_package: TargetingPackage; query_type: string }) =>
      api().request("POST", "/api/audience-configs/", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all }),
  });
}
