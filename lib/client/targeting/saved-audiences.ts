"use client";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import type { AudienceStatus } from "@/lib/domain/targeting/audience-items";

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

/** Where a saved audience's targeting package downloads from. */
export const targetingPackageDownloadUrl = (id: number) => `/api/external/audiences/${id}/download_targeting_package/`;

/** The newest upload of each saved audience. */
export function latestUploads(uploads: UploadedAudience[]): Map<number, UploadedAudience> {
  const out = new Map<number, UploadedAudience>();
  for (const u of uploads) if (u.audience_config_id !== null && !out.has(u.audience_config_id)) out.set(u.audience_config_id, u);
  return out;
}
