"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { ListView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The account's X lists. */
export function useListsQuery(account: number | null) {
  return useQuery({
    queryKey: deepThoughtKeys.lists(account ?? 0),
    queryFn: ({ signal }) => api().request<ListView[]>("GET", "/api/external/deepthought/accounts/{id}/lists/", { creator: true, params: { id: account! }, signal }),
    enabled: account !== null,
  });
}
