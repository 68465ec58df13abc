"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { BulkFollow } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** Follows or unfollows one handle; the people tables, counts and suggestions are read again. */
export function useFollowMutation(account: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, handle }: { action: "follow" | "unfollow"; handle: string }) =>
      api().request<{ id: string; handle: string; following: boolean }>("POST", `/api/external/deepthought/accounts/{id}/${action}/`, { creator: true, params: { id: account }, body: { handle } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deepThoughtKeys.all }),
  });
}

/** Queues a bulk follow or unfollow; follow its job with useJobQuery (which reads everything again when it is done). */
export function useBulkFollowMutation(account: number) {
  return useMutation({
    mutationFn: (bulk: BulkFollow) => api().request<{ job_id: number }>("POST", "/api/external/deepthought/accounts/{id}/bulk-follow/", { creator: true, params: { id: account }, body: bulk }),
  });
}
