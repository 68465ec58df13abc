"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { XStatsView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The corpus by country (the first country when none is named). */
export function useXStatsQuery(country: string | null) {
  return useQuery({
    queryKey: deepThoughtKeys.xStats(country),
    queryFn: ({ signal }) => api().request<XStatsView>("GET", "/api/external/deepthought/x-stats/", { creator: true, query: { country }, signal }),
  });
}
