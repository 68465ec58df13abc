"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { ReportListView } from "@/lib/schemas/creator-reports";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The weeks an account has a weekly report for, and whether its owner gets it by e-mail. */
export function useCreatorReportsQuery(account: number) {
  return useQuery({
    queryKey: deepThoughtKeys.reports(account),
    queryFn: ({ signal }) => api().request<ReportListView>("GET", "/api/external/deepthought/accounts/{id}/reports/", { creator: true, params: { id: account }, signal }),
  });
}
