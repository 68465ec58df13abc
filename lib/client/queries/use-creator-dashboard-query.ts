"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { DashboardView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** An account's dashboard: counts and their change, new followers and unfollowers, growth, audience quality. */
export function useCreatorDashboardQuery(account: number | null) {
  return useQuery({
    queryKey: deepThoughtKeys.dashboard(account ?? 0),
    queryFn: ({ signal }) => api().request<DashboardView>("GET", "/api/external/deepthought/accounts/{id}/dashboard/", { creator: true, params: { id: account! }, signal }),
    enabled: account !== null,
  });
}
