import { canonicalCountry } from "@/lib/domain/enrichment/location";

/** The targeting package as the API and the generator give it (spec §3). */
export interface LabelEntry {
  label: string;
  deselected?: boolean;
}
export interface HandleEntry {
  handle: string;
  deselected?: boolean;
}
export type LocationEntry = string | { label?: string; name?: string };

export interface TargetingPackage {
  keywords?: LabelEntry[];
  hashtags?: LabelEntry[];
  interests?: LabelEntry[];
  conversation_topics?: LabelEntry[];
  movies_tv_shows?: LabelEntry[];
  handles?: HandleEntry[];
  languages?: { label: string }[];
  network_operators?: { label: string }[];
  placements?: string[];
  custom_audiences?: string[];
  age?: string | null;
  gender?: string | null;
  locations?: LocationEntry[] | Record<string, LocationEntry>;
}

/** What is sent to the extension's fill message. */
export interface AppliedTargeting {
  keywords: string[];
  hashtags: string[];
  interests: string[];
  conversation_topics: string[];
  movies_tv_shows: string[];
  handles: string[];
  languages: string[];
  network_operators: string[];
  placements: string[];
  custom_audiences: string[];
  age: string | null;
  gender: string | null;
  locations: string[];
  countries: string[];
}

export const MAX_APPLIED_HANDLES = 100;
export const COUNTRIES_SENT_BELOW = 50;
export const LOCATIONS_SENT_BELOW = 200;

export type PrepareResult =
  | { ok: true; targeting: AppliedTargeting; warnings: "handles-truncated"[] }
  | { ok: false; error: "empty-package" };

const selected = <T extends { deselected?: boolean }>(entries: T[] | undefined): T[] => (entries ?? []).filter((e) => e.deselected !== true);
const labels = (entries: LabelEntry[] | undefined) => selected(entries).map((e) => e.label);
const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** Interest labels come as "Category/Subcategory"; the ads editor shows "Category — Subcategory". */
export const interestLabel = (label: string) => label.replaceAll("/", " — ");

/** A country name in its canonical spelling (UK -> United Kingdom); unknown names are only tidied. */
export const normaliseCountryName = (name: string) => canonicalCountry(name)?.name ?? collapse(name);

/** A location name tidied; a bare country alias becomes the canonical country name. */
export function normaliseLocationName(entry: LocationEntry): string {
  const raw = typeof entry === "string" ? entry : (entry.label ?? entry.name ?? "");
  return canonicalCountry(raw)?.name ?? collapse(raw);
}

function locationList(locations: TargetingPackage["locations"]): LocationEntry[] {
  if (!locations) return [];
  return Array.isArray(locations) ? locations : Object.values(locations);
}

function uniqueLocations(entries: LocationEntry[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of entries.map(normaliseLocationName)) {
    const key = name.toLowerCase();
    if (name && !seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}

const isSet = (value: string | null | undefined, any: string) => Boolean(value) && value !== any;

/**
 * Importable only with at least one selected keyword, handle, hashtag, interest, conversation topic or
 * movie/TV show, or any language, network operator, placement, age, gender, custom audience, location
 * or country. Age AGE_ANY and gender ANY are the defaults and count as not set.
 */
export function isImportable(pkg: TargetingPackage, countries: string[] = []): boolean {
  return (
    [pkg.keywords, pkg.hashtags, pkg.interests, pkg.conversation_topics, pkg.movies_tv_shows, pkg.handles].some((list: { deselected?: boolean }[] | undefined) => selected(list).length > 0) ||
    [pkg.languages, pkg.network_operators, pkg.placements, pkg.custom_audiences].some((list) => (list?.length ?? 0) > 0) ||
    isSet(pkg.age, "AGE_ANY") ||
    isSet(pkg.gender, "ANY") ||
    locationList(pkg.locations).length > 0 ||
    countries.length > 0
  );
}

/** Applies the spec's §5 rules; an empty package gives an error and nothing to apply. */
export function prepareTargeting(pkg: TargetingPackage, countries: string[] = []): PrepareResult {
  if (!isImportable(pkg, countries)) return { ok: false, error: "empty-package" };
  const handles = selected(pkg.handles).map((h) => h.handle);
  const locations = uniqueLocations(locationList(pkg.locations));
  const countryNames = [...new Set(countries.map(normaliseCountryName))];
  return {
    ok: true,
    warnings: handles.length > MAX_APPLIED_HANDLES ? ["handles-truncated"] : [],
    targeting: {
      keywords: labels(pkg.keywords),
      hashtags: labels(pkg.hashtags),
      interests: labels(pkg.interests).map(interestLabel),
      conversation_topics: labels(pkg.conversation_topics),
      movies_tv_shows: labels(pkg.movies_tv_shows),
      handles: handles.slice(0, MAX_APPLIED_HANDLES),
      languages: (pkg.languages ?? []).map((l) => l.label),
      network_operators: (pkg.network_operators ?? []).map((n) => n.label),
      placements: [...(pkg.placements ?? [])],
      custom_audiences: [...(pkg.custom_audiences ?? [])],
      age: pkg.age ?? null,
      gender: pkg.gender ?? null,
      locations: locations.length < LOCATIONS_SENT_BELOW ? locations : [],
      countries: countryNames.length < COUNTRIES_SENT_BELOW ? countryNames : [],
    },
  };
}

export const EMPTY_PACKAGE_MESSAGE = "Failed to apply targeting list because it is empty.";
export const HANDLES_TRUNCATED_MESSAGE = `Only the first ${MAX_APPLIED_HANDLES} selected handles will be applied.`;
