"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CreatorAccountView } from "@/lib/schemas/creators";
import type { XSignInCallback } from "@/lib/schemas/x-sign-in";
import { deepThoughtKeys } from "./deep-thought-keys";

/** "Connect account": the server keeps the state and verifier and answers where X's sign-in is. */
export function useStartXSignInMutation() {
  return useMutation({
    mutationFn: () => api().request<{ authorize_url: string }>("POST", "/api/external/deepthought/x-sign-in/", { creator: true }),
  });
}

/** Hands X's answer (state, code or error) to the server, which connects the account and starts its first sync. */
export function useCompleteXSignInMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: XSignInCallback) =>
      api().request<{ account: CreatorAccountView; job_id: number }>("POST", "/api/external/deepthought/x-sign-in/callback/", { creator: true, body: answer }),
    onSuccess: () => client.invalidateQueries({ queryKey: deepThoughtKeys.all }),
  });
}

/** Makes another connected account the active one; every suite page reads again for it. */
export function useSwitchAccountMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => api().request<{ active_account_id: number }>("POST", "/api/external/deepthought/switch-account/", { creator: true, body: { account_id: accountId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deepThoughtKeys.all }),
  });
}
