"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { EngagerListQuery, EngagersView } from "@/lib/schemas/creator-posts";
import { deepThoughtKeys } from "./deep-thought-keys";

/** Who engages most with the account's posts (a page), with the window's summary. */
export function useEngagersQuery(account: number | null, query: EngagerListQuery) {
  return useQuery({
    queryKey: deepThoughtKeys.engagers(account ?? 0, query),
    queryFn: ({ signal }) =>
      api().request<EngagersView>("GET", "/api/external/deepthought/accounts/{id}/engagers/", { creator: true, params: { id: account! }, query: { ...query, kind: query.kind ?? null }, signal }),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}
