"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { FollowListQuery, FollowPage, FollowView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

const PATHS: Record<FollowView, string> = {
  followers: "followers",
  following: "following",
  unfollowed: "unfollowers",
  "recently-joined": "recently-joined",
  "verified-followers": "verified-followers",
};

/** One page of a people table (followers, following, unfollowed, recently joined, verified); the last page stays while the next loads. */
export function useFollowListQuery(account: number | null, view: FollowView, query: FollowListQuery) {
  return useQuery({
    queryKey: deepThoughtKeys.follows(account ?? 0, view, query),
    queryFn: ({ signal }) =>
      api().request<FollowPage>("GET", `/api/external/deepthought/accounts/{id}/${PATHS[view]}/`, {
        creator: true,
        params: { id: account! },
        query: { ...query, search: query.search || null },
        signal,
      }),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}
