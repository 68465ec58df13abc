"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import type { FollowerCountriesView } from "@/lib/schemas/creators";
import { deepThoughtKeys } from "./deep-thought-keys";

/** The account's followers by country, from profile locations. */
export function useTopCountriesQuery(account: number) {
  return useQuery({
    queryKey: deepThoughtKeys.topCountries(account),
    queryFn: ({ signal }) => api().request<FollowerCountriesView>("GET", "/api/external/deepthought/accounts/{id}/top-countries/", { creator: true, params: { id: account }, signal }),
  });
}
