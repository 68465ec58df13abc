"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { MaterialView } from "@/lib/schemas/marketing-materials";
import type { CountryStatsView, TopicClustersView } from "@/lib/schemas/research";
import { api } from "../http/api";

/** Topic clusters of a handle's followers; runs once a handle is submitted. */
export function useTopicClustersQuery(handle: string | null) {
  return useQuery({
    queryKey: ["research", "clusters", { handle }],
    queryFn: ({ signal }) => api().request<TopicClustersView>("POST", "/api/external/explore-clusters/", { body: { handle }, signal }),
    enabled: Boolean(handle),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** A country's X statistics from the corpus. */
export function useCountryStatsQuery(country: string | null) {
  return useQuery({
    queryKey: ["research", "x-stats", { country }],
    queryFn: ({ signal }) => api().request<CountryStatsView>("GET", "/api/external/x-stats/country/", { query: { country }, signal }),
    enabled: Boolean(country),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export interface CommunityView {
  name: string;
  hashtags: string[];
  keywords: string[];
  accounts: number;
}

/** The §7 communities reference data with the accounts each reaches on the corpus. */
export function useCommunitiesQuery() {
  return useQuery({
    queryKey: ["communities"],
    queryFn: async () => (await api().request<{ communities: CommunityView[] }>("GET", "/api/communities/")).communities,
    staleTime: 5 * 60_000,
  });
}

/** The dashboard's helper documents. */
export function useHelperDocumentsQuery() {
  return useQuery({ queryKey: ["helper-documents"], queryFn: () => api().request<MaterialView[]>("GET", "/api/helper-documents/") });
}

/** A helper document's short-lived address, asked for when it is opened. */
export function useHelperDocumentDownloadMutation() {
  return useMutation({ mutationFn: (id: number) => api().request<{ url: string; name: string }>("GET", "/api/helper-documents/download/", { query: { id } }) });
}
