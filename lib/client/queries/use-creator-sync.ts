"use client";
import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import { deepThoughtKeys } from "./deep-thought-keys";

export interface JobStatus {
  id: number;
  status: "queued" | "running" | "done" | "failed";
  progress: { done: number; total: number; message: string | null } | null;
  result: unknown;
  error: string | null;
}

const POLL_MS = 1000;

/** Queues a sync of the account's followers and following; the answer names the job to follow. */
export function useStartSyncMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: number) => api().request<{ job_id: number }>("POST", "/api/external/deepthought/accounts/{id}/sync/", { creator: true, params: { id: account } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deepThoughtKeys.me() }),
  });
}

/** A job's status, polled until it has finished; then everything Deep Thought shows is read again. */
export function useJobQuery(id: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: deepThoughtKeys.job(id ?? 0),
    queryFn: ({ signal }) => api().request<JobStatus>("GET", "/api/jobs/{id}/", { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.error || q.state.data?.status === "done" || q.state.data?.status === "failed" ? false : POLL_MS),
  });
  const finished = query.data?.status === "done";
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: deepThoughtKeys.all });
  }, [finished, client]);
  return query;
}
