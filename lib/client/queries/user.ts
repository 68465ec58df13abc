"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me, UpdateMe } from "@/lib/schemas/user";
import type { AdAccount } from "@/lib/schemas/account";
import { api } from "../http/api";
import { saveUserLanguage } from "../user-language";
import { useSignedOutRedirect } from "./signed-out";
import { userKeys } from "@/lib/domain/query-keys";

export { userKeys };

export interface ApiTokenRow {
  id: number;
  name: string;
  prefix: string;
  created: string;
  last_used: string | null;
}

/** The signed-in user; a page that needs one sends signed-out visitors to login. */
export function useMeQuery() {
  const query = useQuery({ queryKey: userKeys.me, queryFn: ({ signal }) => api().request<Me>("GET", "/api/user/me/", { signal }) });
  useSignedOutRedirect(query.error);
  return query;
}

export function useUpdateMeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMe) => api().request<Me>("PUT", "/api/user/me/", { body }),
    onSuccess: (me) => queryClient.setQueryData(userKeys.me, me),
  });
}

export function useDisconnectSocialMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("POST", "/rest-auth/socialaccounts/{pk}/disconnect/", { params: { pk: id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.me, exact: true }),
  });
}

export function useApiTokensQuery() {
  return useQuery({ queryKey: userKeys.tokens, queryFn: ({ signal }) => api().request<ApiTokenRow[]>("GET", "/api/user/tokens/", { signal }) });
}

export function useCreateApiTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string }) => api().request<{ key: string }>("POST", "/api/user/tokens/", { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.tokens }),
  });
}

export function useRevokeApiTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("DELETE", "/api/user/tokens/{id}/", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.tokens }),
  });
}

export function useAdAccountsQuery() {
  return useQuery({ queryKey: userKeys.adAccounts, queryFn: ({ signal }) => api().request<AdAccount[]>("GET", "/api/user/accounts/", { signal }) });
}

export function useValidateAdAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api().request("POST", "/api/ad-accounts/validate/", { body: { ad_account_id: accountId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.adAccounts }),
  });
}

/** Signing in again loads the whole page, so nothing this user read stays in the next one's cache. */
export function useSignOutMutation() {
  return useMutation({ mutationFn: () => api().request("POST", "/rest-auth/logout/", { resolveOnError: true }).catch(() => undefined) });
}

/** The language switcher: saves the language on the signed-in user (a failure only warns). */
export function useSaveLanguageMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveUserLanguage, onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.me, exact: true }) });
}
