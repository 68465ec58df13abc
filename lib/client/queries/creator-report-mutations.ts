"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { ReportEmailInput } from "@/lib/schemas/creator-reports";
import { dispositionFilename, saveFile } from "../exports/save-file";
import { deepThoughtKeys } from "./deep-thought-keys";

/** Downloads one week's report PDF in the given language. */
export function useReportPdfMutation(account: number) {
  return useMutation({
    mutationFn: async ({ week, language }: { week: string; language: string }) => {
      const response = await api().fetch("GET", "/api/external/deepthought/accounts/{id}/reports/weekly/{week}/", {
        creator: true,
        params: { id: account, week },
        query: { language },
        accept: "application/pdf",
      });
      const filename = dispositionFilename(response.headers.get("content-disposition"), `murmur-week-${week}.pdf`);
      saveFile(await response.blob(), filename);
      return filename;
    },
  });
}

/** Turns the weekly report e-mail on or off; the report list reads it again. */
export function useWeeklyEmailMutation(account: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportEmailInput) => api().request<ReportEmailInput>("PUT", "/api/external/deepthought/accounts/{id}/reports/email/", { creator: true, params: { id: account }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deepThoughtKeys.reports(account) }),
  });
}
