"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { WhoToFollowView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** Accounts the creator's network follows and the creator does not. */
export function useWhoToFollowQuery(account: number | null) {
  return useQuery({
    queryKey: deepThoughtKeys.whoToFollow(account ?? 0),
    queryFn: ({ signal }) => api().request<WhoToFollowView>("GET", "/api/external/deepthought/accounts/{id}/who-to-follow/", { creator: true, params: { id: account! }, signal }),
    enabled: account !== null,
  });
}
