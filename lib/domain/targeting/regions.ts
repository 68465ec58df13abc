import { US_STATE_NAMES } from "@/lib/domain/enrichment/countries";

/** US and GB region names as X's location search writes them: 'Region or state - X, CC'. */
export const regionLabel = (name: string, countryCode: string) => `Region or state - ${name}, ${countryCode}`;

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

// The enrichment set leaves New York out so that profile locations resolve it as the city.
const STATE_NAMES = new Set([...US_STATE_NAMES, "new york"]);

export const US_REGIONS: string[] = [...[...STATE_NAMES].map(titleCase), "Washington DC"].sort().map((n) => regionLabel(n, "US"));
export const GB_REGIONS: string[] = ["England", "Scotland", "Wales", "Northern Ireland"].map((n) => regionLabel(n, "GB"));

export const REGIONS_BY_COUNTRY: Record<string, string[]> = { US: US_REGIONS, GB: GB_REGIONS };
