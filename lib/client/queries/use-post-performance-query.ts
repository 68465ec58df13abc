"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { PostPerformanceView } from "@/lib/schemas/creator-posts";
import { deepThoughtKeys } from "./deep-thought-keys";

/** One post: its metric history, against the account's medians, and its engagers. */
export function usePostPerformanceQuery(account: number | null, post: string) {
  return useQuery({
    queryKey: deepThoughtKeys.post(account ?? 0, post),
    queryFn: ({ signal }) =>
      api().request<PostPerformanceView>("GET", "/api/external/deepthought/accounts/{id}/posts/{postId}/", { creator: true, params: { id: account!, postId: post }, signal }),
    enabled: account !== null,
  });
}
