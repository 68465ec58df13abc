"use client";
import { api } from "@/lib/client/http/api";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import type { AudienceStatus, QueryTypeFilter } from "@/lib/domain/targeting/audience-items";

/** A saved audience as /api/audiences/ answers it. */
export interface SavedAudience {
  id: number;
  /** The team's id. */
  team: string;
  name: string;
  size: number | null;
  categories: { name: string }[];
  countries: { label: string }[];
  targeting_package: TargetingPackage;
  query_type: string;
  description: string;
  created: string;
  updated: string;
}

export interface UploadedAudience {
  id: number;
  audience_config_id: number | null;
  ad_account_id: string;
  adapter: "sandbox" | "live";
  line_item_id: string;
  name: string;
  status: AudienceStatus | "unknown";
  criteria_count: number;
  skipped: { kind: string; label: string; reason: string }[];
  created: string;
}

export interface UserAdAccount {
  id: number;
  account_id: string;
  network: string;
  name: string;
  access: boolean | null;
}

export const savedAudiencesApi = {
  list: (team: string, queryType: QueryTypeFilter) => api().request<SavedAudience[]>("GET", "/api/audiences/", { query: { team, query_type: queryType } }),
  one: (id: number) => api().request<SavedAudience>("GET", "/api/audience-configs/{id}/", { params: { id } }),
  updatePackage: (id: number, pkg: TargetingPackage) => api().request<SavedAudience>("PATCH", "/api/audience-configs/{id}/", { params: { id }, body: { targeting_package: pkg } }),
  rename: (id: number, name: string) => api().request<SavedAudience>("PATCH", "/api/audience-configs/{id}/", { params: { id }, body: { name } }),
  remove: (id: number) => api().request("DELETE", "/api/audience-configs/{id}/", { params: { id } }),
  share: (id: number) => api().request<{ token: string; path: string; expires: string }>("POST", "/api/external/audiences/{id}/share/", { params: { id } }),
  shareWith: (id: number, email: string) => api().request("POST", "/api/external/audiences/{id}/share-via-account/", { params: { id }, body: { email } }),
  uploads: (team: string) => api().request<UploadedAudience[]>("GET", "/api/uploaded-audiences/", { query: { team } }),
  upload: (id: number, adAccountId: string, skipNotReady: boolean) =>
    api().request<UploadedAudience>("POST", "/api/uploaded-audiences/", { body: { audience_config_id: id, ad_account_id: adAccountId, skip_not_ready: skipNotReady } }),
  adAccounts: () => api().request<UserAdAccount[]>("GET", "/api/user/accounts/"),
  downloadUrl: (id: number) => `/api/external/audiences/${id}/download_targeting_package/`,
};

/** The newest upload of each saved audience. */
export function latestUploads(uploads: UploadedAudience[]): Map<number, UploadedAudience> {
  const out = new Map<number, UploadedAudience>();
  for (const u of uploads) if (u.audience_config_id !== null && !out.has(u.audience_config_id)) out.set(u.audience_config_id, u);
  return out;
}
