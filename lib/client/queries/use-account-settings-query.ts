"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CreatorSettingsView } from "@/lib/schemas/creator-settings";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The account's settings: its time zone (UTC until set). */
export function useAccountSettingsQuery(account: number | null) {
  return useQuery({
    queryKey: deepThoughtKeys.settings(account ?? 0),
    queryFn: ({ signal }) => api().request<CreatorSettingsView>("GET", "/api/external/deepthought/accounts/{id}/settings/", { creator: true, params: { id: account! }, signal }),
    enabled: account !== null,
  });
}
