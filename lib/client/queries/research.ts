"use client";
import { useQuery } from "@tanstack/react-query";
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
