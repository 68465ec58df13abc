import { CITIES, COUNTRIES, US_STATES, US_STATE_NAMES } from "./countries";

export interface NormalisedLocation {
  country: string | null;
  countryCode: string | null;
  city: string | null;
  method: "alias-map" | "city-map" | "us-state" | "none";
  confidence: number;
}

const BY_ALIAS = new Map<string, { name: string; code: string }>();
const BY_CODE = new Map<string, string>();
for (const c of COUNTRIES) {
  BY_CODE.set(c.code, c.name);
  for (const a of [c.name, ...c.aliases]) BY_ALIAS.set(a.toLowerCase(), { name: c.name, code: c.code });
}

// Turkish dotted capital I lower-cases to "i" plus a combining dot.
const norm = (s: string) => s.toLowerCase().replace(/i\u0307/g, "i").replace(/[\u{1F1E6}-\u{1F1FF}]/gu, "").replace(/\s+/g, " ").trim();

/** Canonical country name for an alias (UK, USA, UAE, holland, north korea, Türkiye ...), else null. */
export function canonicalCountry(input: string): { name: string; code: string } | null {
  return BY_ALIAS.get(norm(input)) ?? null;
}

export const countryName = (code: string) => BY_CODE.get(code.toUpperCase()) ?? null;

/** The ISO code of a country the corpus stores by name (or by any alias), else null. */
export const countryCode = (name: string) => canonicalCountry(name)?.code ?? null;

const NONE: NormalisedLocation = { country: null, countryCode: null, city: null, method: "none", confidence: 0 };

/** A free-text profile location -> country and city. */
export function normaliseLocation(raw: string | null | undefined): NormalisedLocation {
  if (!raw || !raw.trim()) return NONE;
  const whole = norm(raw);
  const parts = whole.split(/\s*(?:,|\/|\||·|•| - |\u3001)\s*/).map((p) => p.replace(/^[\s.]+|[\s.!]+$/g, "")).filter(Boolean);
  const candidates = [whole, ...parts.slice().reverse()];
  let country: { name: string; code: string } | null = null;
  let city: { city: string; code: string } | null = null;
  for (const p of candidates) {
    country ??= BY_ALIAS.get(p) ?? null;
    city ??= CITIES[p] ?? null;
  }
  if (!country && !city) {
    const original = raw.split(/\s*,\s*/).map((s) => s.trim());
    const last = original[original.length - 1];
    if (original.length > 1 && US_STATES.has(last)) return { country: "United States", countryCode: "US", city: titleCase(original[0]), method: "us-state", confidence: 0.7 };
    if (parts.some((p) => US_STATE_NAMES.has(p))) return { country: "United States", countryCode: "US", city: null, method: "us-state", confidence: 0.6 };
    if (US_STATES.has(raw.trim()) && raw.trim().length === 2) return { country: "United States", countryCode: "US", city: null, method: "us-state", confidence: 0.5 };
    return NONE;
  }
  if (country && city && city.code !== country.code) city = null;
  const code = country?.code ?? city!.code;
  return {
    country: country?.name ?? BY_CODE.get(code) ?? null,
    countryCode: code,
    city: city?.city ?? null,
    method: country ? "alias-map" : "city-map",
    confidence: country ? 0.9 : 0.75,
  };
}

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
