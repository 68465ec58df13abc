"use client";
import { useQuery } from "@tanstack/react-query";
import type { AccountTopicsView, SuggestCompetitorsView } from "@/lib/schemas/competitors";
import { api } from "../http/api";

export interface CompareAccountsView {
  accounts: { handle: string; followers_in_corpus: number; new_followers_30d: number; growth_30d: number; posts_in_corpus: number; engagement_per_post: number }[];
  overlaps: { a: string; b: string; shared_followers: number; jaccard: number }[];
}

const research = { retry: false, staleTime: 5 * 60_000 } as const;

/** Competitors suggested for a handle by its audience's overlap; runs once a handle is submitted. */
export function useSuggestCompetitorsQuery(handle: string | null) {
  return useQuery({
    queryKey: ["research", "suggest-competitors", { handle }],
    queryFn: ({ signal }) => api().request<SuggestCompetitorsView>("POST", "/api/external/competitor-analysis/suggest-competitors/", { body: { handle }, signal }),
    enabled: Boolean(handle),
    ...research,
  });
}

/** Topics and audience interests of the handles being compared. */
export function useAccountTopicsQuery(handles: string[]) {
  return useQuery({
    queryKey: ["research", "account-topics", { handles }],
    queryFn: ({ signal }) => api().request<AccountTopicsView>("POST", "/api/external/competitor-analysis/account-topics/", { body: { handles }, signal }),
    enabled: handles.length > 0,
    ...research,
  });
}

/** Sizes, growth, engagement and overlaps of the handles being compared (two or more). */
export function useCompareAccountsQuery(handles: string[]) {
  return useQuery({
    queryKey: ["research", "compare-accounts", { handles }],
    queryFn: ({ signal }) => api().request<CompareAccountsView>("POST", "/api/external/compare-accounts/", { body: { handles }, signal }),
    enabled: handles.length > 1,
    ...research,
  });
}
