"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { CreatorAccountView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

export interface DeepThoughtMe {
  email: string | null;
  first_name: string;
  last_name: string;
  language: string;
  accounts: CreatorAccountView[];
  active_account_id: number | null;
}

/** The signed-in creator and their connected X accounts. */
export function useDeepThoughtMeQuery() {
  return useQuery({
    queryKey: deepThoughtKeys.me(),
    queryFn: ({ signal }) => api().request<DeepThoughtMe>("GET", "/api/external/deepthought/me/", { creator: true, signal }),
  });
}
