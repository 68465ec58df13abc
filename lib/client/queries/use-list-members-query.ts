"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import { deepThoughtKeys } from "./deep-thought-keys";

export interface ListMember {
  id: string;
  handle: string;
  name: string;
  followers_count: number;
  verified: boolean;
}

/** The members of one of the account's lists. */
export function useListMembersQuery(account: number, list: string | null) {
  return useQuery({
    queryKey: deepThoughtKeys.listMembers(account, list ?? ""),
    queryFn: ({ signal }) => api().request<ListMember[]>("GET", "/api/external/deepthought/accounts/{id}/lists/{list}/members/", { creator: true, params: { id: account, list: list! }, signal }),
    enabled: list !== null,
  });
}
