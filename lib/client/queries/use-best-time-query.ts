"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { BestTimeView } from "@/lib/schemas/creator-posts";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The weekday x hour grid of the account's post engagement and followers' activity, in its time zone. */
export function useBestTimeQuery(account: number | null) {
  return useQuery({
    queryKey: deepThoughtKeys.bestTime(account ?? 0),
    queryFn: ({ signal }) => api().request<BestTimeView>("GET", "/api/external/deepthought/accounts/{id}/best-post-time/", { creator: true, params: { id: account! }, signal }),
    enabled: account !== null,
  });
}
