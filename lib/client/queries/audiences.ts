"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import type { QueryTypeFilter } from "@/lib/domain/targeting/audience-items";
import type { SavedAudience, UploadedAudience } from "../targeting/saved-audiences";
import { api } from "../http/api";
import { useSignedOutRedirect } from "./signed-out";

/** What a share link holds, as /verify_signed/ answers it. */
export interface SharedAudience {
  shared_by: string | null;
  audience: { name: string };
}

export const audienceKeys = {
  all: ["audiences"] as const,
  list: (team: string, queryType: QueryTypeFilter) => ["audiences", { team, queryType }] as const,
  one: (id: number) => ["audiences", { id }] as const,
  uploads: (team: string, audienceId?: number) => ["uploads", { team, audienceId: audienceId ?? null }] as const,
  allUploads: ["uploads"] as const,
  shared: (token: string) => ["shared-audience", { token }] as const,
};

export function useSavedAudiencesQuery(team: string | null, queryType: QueryTypeFilter) {
  return useQuery({
    queryKey: audienceKeys.list(team ?? "", queryType),
    queryFn: ({ signal }) => api().request<SavedAudience[]>("GET", "/api/audiences/", { query: { team, query_type: queryType }, signal }),
    enabled: Boolean(team),
  });
}

export function useSavedAudienceQuery(id: number) {
  const query = useQuery({ queryKey: audienceKeys.one(id), queryFn: ({ signal }) => api().request<SavedAudience>("GET", "/api/audience-configs/{id}/", { params: { id }, signal }) });
  useSignedOutRedirect(query.error);
  return query;
}

export function useUploadsQuery(team: string | null, audienceId?: number) {
  return useQuery({
    queryKey: audienceKeys.uploads(team ?? "", audienceId),
    queryFn: ({ signal }) => api().request<UploadedAudience[]>("GET", "/api/uploaded-audiences/", { query: { team, ...(audienceId ? { audience_config_id: audienceId } : {}) }, signal }),
    enabled: Boolean(team),
  });
}

/** A changed audience is the answer: it replaces the cached one, and the lists reload. */
function useAudienceWrite<V>(call: (v: V) => Promise<SavedAudience>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (audience) => {
      queryClient.setQueryData(audienceKeys.one(audience.id), audience);
      void queryClient.invalidateQueries({ queryKey: audienceKeys.all, predicate: (q) => !("id" in (q.queryKey[1] as object)) });
    },
  });
}

export function useRenameAudienceMutation(id: number) {
  return useAudienceWrite((name: string) => api().request<SavedAudience>("PATCH", "/api/audience-configs/{id}/", { params: { id }, body: { name } }));
}

export function useUpdatePackageMutation(id: number) {
  return useAudienceWrite((pkg: TargetingPackage) => api().request<SavedAudience>("PATCH", "/api/audience-configs/{id}/", { params: { id }, body: { targeting_package: pkg } }));
}

export function useReorderHandlesMutation(id: number) {
  return useAudienceWrite((handles: string[]) => api().request<SavedAudience>("POST", "/api/external/audience-usages/reorder-handles/", { body: { audience_config_id: id, handles } }));
}

export function useDeleteAudienceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("DELETE", "/api/audience-configs/{id}/", { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: audienceKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: audienceKeys.all });
    },
  });
}

export function useShareLinkMutation(id: number) {
  return useMutation({ mutationFn: () => api().request<{ token: string; path: string; expires: string }>("POST", "/api/external/audiences/{id}/share/", { params: { id } }) });
}

export function useShareWithMutation(id: number) {
  return useMutation({ mutationFn: (email: string) => api().request("POST", "/api/external/audiences/{id}/share-via-account/", { params: { id }, body: { email } }) });
}

export function useUploadAudienceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, adAccountId, skipNotReady }: { id: number; adAccountId: string; skipNotReady: boolean }) =>
      api().request<UploadedAudience>("POST", "/api/uploaded-audiences/", { body: { audience_config_id: id, ad_account_id: adAccountId, skip_not_ready: skipNotReady } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceKeys.allUploads }),
  });
}

export function useSharedAudienceQuery(token: string) {
  return useQuery({
    queryKey: audienceKeys.shared(token),
    queryFn: ({ signal }) => api().request<SharedAudience>("GET", "/api/external/audience-usages/verify_signed/", { query: { token }, signal }),
  });
}

export function useRestoreSharedMutation(team: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api().request("POST", "/api/external/audience-usages/restore/", { body: { token, team } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all }),
  });
}
