"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { OverlapView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The overlap of the account's followers with another account's or a handle's (null: not asked yet). */
export function useFollowerOverlapQuery(account: number | null, other: { handle?: string; account?: number } | null) {
  return useQuery({
    queryKey: deepThoughtKeys.overlap(account ?? 0, other ?? {}),
    queryFn: ({ signal }) =>
      api().request<OverlapView>("GET", "/api/external/deepthought/accounts/{id}/follower-overlap/", { creator: true, params: { id: account! }, query: { ...other }, signal }),
    enabled: account !== null && other !== null,
    retry: false,
  });
}
