"use client";
import { useQuery } from "@tanstack/react-query";
import { regionOption, type AudienceRegion, type RegionOption } from "@/lib/domain/targeting/region-option";
import { api } from "../http/api";

export const referenceKeys = {
  countries: ["reference", "countries"] as const,
  languages: ["reference", "languages"] as const,
  regions: ["reference", "audience-regions"] as const,
  jobTitles: ["reference", "job-titles"] as const,
};

/** Reference lists change with a deploy, not while a tab is open. */
const forTheTab = { staleTime: Infinity, gcTime: Infinity } as const;

/** English country names (and aliases) to the Japanese names the reference data holds. */
export function useJapaneseCountriesQuery(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: async ({ signal }) => {
      const { countries } = await api().request<{ countries: { label: string; name_ja: string; aliases: string[] }[] }>("GET", "/api/targeting-countries/", { signal });
      return new Map(countries.flatMap((c) => [c.label, ...c.aliases].map((name) => [name.toLowerCase(), c.name_ja] as const)));
    },
    enabled,
    ...forTheTab,
  });
}

/** English language names to Japanese, through their ISO 639-1 codes and the browser's ICU names. */
export function useJapaneseLanguagesQuery(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.languages,
    queryFn: async ({ signal }) => {
      const { languages } = await api().request<{ languages: { code: string; label: string }[] }>("GET", "/api/languages/", { signal });
      const ja = new Intl.DisplayNames(["ja"], { type: "language" });
      return new Map(languages.map((l) => [l.label.toLowerCase(), ja.of(l.code) ?? l.label] as const));
    },
    enabled,
    ...forTheTab,
  });
}

/** The audience region list (GET /api/audience-regions/), as picker options. */
export function useAudienceRegionsQuery() {
  return useQuery<RegionOption[]>({
    queryKey: referenceKeys.regions,
    queryFn: async ({ signal }) => (await api().request<AudienceRegion[]>("GET", "/api/audience-regions/", { signal })).map(regionOption),
    ...forTheTab,
  });
}
