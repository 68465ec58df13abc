"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { MaterialListQuery, MaterialView } from "@/lib/schemas/marketing-materials";
import { api } from "../http/api";

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
