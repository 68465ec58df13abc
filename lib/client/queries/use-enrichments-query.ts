"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { EnrichmentsView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The account's followers by inferred gender, age group and job category. */
export function useEnrichmentsQuery(account: number) {
  return useQuery({
    queryKey: deepThoughtKeys.enrichments(account),
    queryFn: ({ signal }) => api().request<EnrichmentsView>("GET", "/api/external/deepthought/accounts/{id}/enrichments/", { creator: true, params: { id: account }, signal }),
  });
}
