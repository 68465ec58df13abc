"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMaterialView, MaterialAdminForm, MaterialDetails, MaterialListQuery, MaterialView } from "@/lib/schemas/marketing-materials";
import type { UploadProgress } from "../http/upload";
import { api } from "../http/api";

const ADMIN_KEY = ["marketing-materials", "admin"] as const;

/** The library as the signed-in caller's agency sees it (only asked for with a session: visitors get the server's page). */
export function useMarketingMaterialsQuery(filters: MaterialListQuery, enabled: boolean) {
  return useQuery({
    queryKey: ["marketing-materials", filters],
    queryFn: () => api().request<MaterialView[]>("GET", "/api/external/marketing-materials/", { query: { ...filters } }),
    enabled,
  });
}

/** A short-lived link to a material's file, for a signed-in user. */
export function useMaterialDownloadMutation() {
  return useMutation({
    mutationFn: (slug: string) => api().request<{ url: string; file_name: string }>("POST", `/api/external/marketing-materials/${encodeURIComponent(slug)}/download/`),
  });
}

/** Every material, with whom it is for, for the toolkit's admins. */
export function useAdminMaterialsQuery() {
  return useQuery({ queryKey: ADMIN_KEY, queryFn: ({ signal }) => api().request<AdminMaterialView[]>("GET", "/api/external/toolkit-admin/materials/", { signal }) });
}

/** Adds a material or replaces its file and details: the raw file is the body, its details the query. */
export function useSaveMaterialMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, file, onProgress }: { form: MaterialAdminForm; file: File; onProgress: (p: UploadProgress) => void }) =>
      api().request<{ slug: string }>("PUT", "/api/external/marketing-materials/{slug}/file/", {
        params: { slug: form.slug },
        body: {
          file,
          content_type: form.content_type,
          title: form.title,
          summary: form.summary,
          language: form.language,
          agencies: form.agencies.join(","),
          ...(form.country_id ? { country_id: form.country_id } : {}),
          file_name: file.name,
        },
        onUploadProgress: onProgress,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["marketing-materials"] }),
  });
}

/** Changes a material's details (its address name too) and keeps its file. */
export function useUpdateMaterialDetailsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, details }: { slug: string; details: MaterialDetails }) =>
      api().request<{ slug: string }>("PATCH", "/api/external/marketing-materials/{slug}/", { params: { slug }, body: details }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["marketing-materials"] }),
  });
}

export function useDeleteMaterialMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api().request("DELETE", "/api/external/marketing-materials/{slug}/", { params: { slug } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["marketing-materials"] }),
  });
}
