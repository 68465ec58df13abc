"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { PostListQuery, PostPage } from "@/lib/schemas/creator-posts";
import { deepThoughtKeys } from "./deep-thought-keys";

/** One page of the account's posts with their metrics; the last page stays while the next loads. */
export function useCreatorPostsQuery(account: number | null, query: PostListQuery) {
  return useQuery({
    queryKey: deepThoughtKeys.posts(account ?? 0, query),
    queryFn: ({ signal }) =>
      api().request<PostPage>("GET", "/api/external/deepthought/accounts/{id}/posts/", { creator: true, params: { id: account! }, query: { ...query, search: query.search || null }, signal }),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}
