/** Spec §3: the marketing-material library's content types, agency identifiers and country restrictions. */
export const CONTENT_TYPES = ["one-pager", "slides", "faq", "case-study"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const AGENCY_IDS = ["groupm", "test-agency", "omnicom", "havas", "dentsu-apac", "dentsu-nl", "ipg-apac", "wadi"] as const;
export type AgencyId = (typeof AGENCY_IDS)[number];

/** Agencies bound to one country id: they see the materials made for that country and the global ones only. */
export const AGENCY_COUNTRY_RESTRICTIONS: Partial<Record<AgencyId, number>> = { "dentsu-apac": 289, "dentsu-nl": 151, "ipg-apac": 289 };

export function isAgencyId(value: string): value is AgencyId {
  return (AGENCY_IDS as readonly string[]).includes(value);
}

/** A user's agency: the first of their groups that names one (admins put agency users in a group of that id). */
export function agencyOf(groups: readonly string[]): AgencyId | null {
  return groups.find(isAgencyId) ?? null;
}

export interface MaterialAudience {
  /** Agencies the material is made for; empty: everyone. */
  agencies: readonly string[];
  /** The country id the material is made for; null: every country. */
  countryId: number | null;
}

/**
 * Whether a visitor (agency null) or an agency's user may see a material. A material for named
 * agencies is theirs alone; a material for a country goes to agencies of that country (never to
 * visitors); an agency bound to a country sees its country's and the global materials only.
 */
export function canSeeMaterial(material: MaterialAudience, agency: AgencyId | null): boolean {
  if (material.agencies.length && (!agency || !material.agencies.includes(agency))) return false;
  if (material.countryId === null) return true;
  if (!agency) return false;
  const bound = AGENCY_COUNTRY_RESTRICTIONS[agency];
  return bound === undefined || bound === material.countryId;
}

export interface MaterialFilters {
  type?: string;
  language?: string;
  q?: string;
}

/** Whether a material matches the library's filters: its content type, its language, and words in its title or summary. */
export function matchesMaterialFilters(m: { contentType: string; language: string; title: string; summary: string }, f: MaterialFilters): boolean {
  const q = f.q?.trim().toLowerCase();
  return (!f.type || m.contentType === f.type) && (!f.language || m.language === f.language) && (!q || `${m.title} ${m.summary}`.toLowerCase().includes(q));
}
