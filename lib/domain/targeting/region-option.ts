import { COUNTRIES } from "@/lib/domain/enrichment/countries";

/** An audience region as the API gives it. */
export interface AudienceRegion {
  name: string;
  is_single_country: boolean;
  country_codes: string[];
}

export interface RegionOption {
  label: string;
  value: string;
  single: boolean;
  countryCodes: string[];
  searchableAlternatives?: string[];
  info?: string;
  selectable: boolean;
}

export const UNAVAILABLE_COUNTRY_MESSAGE = "This country is not available for targeting.";
/** Countries X does not allow targeting: North Korea. */
export const UNTARGETABLE_COUNTRY_CODES = new Set(["KP"]);

const ALIASES = new Map(COUNTRIES.map((c) => [c.code, c.aliases]));

export function regionOption(region: AudienceRegion): RegionOption {
  const blocked = region.country_codes.some((c) => UNTARGETABLE_COUNTRY_CODES.has(c.toUpperCase()));
  const aliases = region.is_single_country && region.country_codes.length === 1 ? ALIASES.get(region.country_codes[0].toUpperCase()) : undefined;
  return {
    label: region.name,
    value: region.name,
    single: region.is_single_country,
    countryCodes: region.country_codes,
    ...(aliases?.length ? { searchableAlternatives: aliases } : {}),
    ...(blocked ? { info: UNAVAILABLE_COUNTRY_MESSAGE } : {}),
    selectable: !blocked,
  };
}

/** Does the option match what the user typed, by name or by an alias (UK, USA, holland ...)? */
export function regionMatches(option: RegionOption, typed: string): boolean {
  const q = typed.trim().toLowerCase();
  if (!q) return true;
  return option.label.toLowerCase().includes(q) || (option.searchableAlternatives ?? []).some((a) => a.toLowerCase() === q || a.toLowerCase().startsWith(q));
}
