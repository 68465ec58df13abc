"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { ListView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

const path = "/api/external/deepthought/accounts/{id}/lists/";

/** Create, rename, delete lists and add or remove members; each reads the lists (and members) again. */
export function useListMutations(account: number) {
  const client = useQueryClient();
  const lists = deepThoughtKeys.lists(account);
  const refresh = () => client.invalidateQueries({ queryKey: lists });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; description?: string; private?: boolean }) => api().request<ListView>("POST", path, { creator: true, params: { id: account }, body }),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: ({ list, name }: { list: string; name: string }) => api().request<ListView>("PATCH", `${path}{list}/`, { creator: true, params: { id: account, list }, body: { name } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (list: string) => api().request<void>("DELETE", `${path}{list}/`, { creator: true, params: { id: account, list } }),
      onSuccess: refresh,
    }),
    addMember: useMutation({
      mutationFn: ({ list, handle }: { list: string; handle: string }) => api().request("POST", `${path}{list}/members/`, { creator: true, params: { id: account, list }, body: { handle } }),
      onSuccess: refresh,
    }),
    removeMember: useMutation({
      mutationFn: ({ list, member }: { list: string; member: string }) => api().request<void>("DELETE", `${path}{list}/members/{member}/`, { creator: true, params: { id: account, list, member } }),
      onSuccess: refresh,
    }),
  };
}
