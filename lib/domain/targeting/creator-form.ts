import { CREATOR_DEFAULTS, LET_PRODUCT_DECIDE } from "./options";
import type { TargetingPackage } from "./targeting-package";
import { bareHandle } from "@/lib/domain/handles";

/** The audience creator's form (spec §2), with the spec's defaults. */
export interface CreatorForm {
  how: "description" | "keywords";
  description: string;
  /** One text per group: its keywords separated by commas (AND inside a group, OR between groups). */
  keywordGroups: string[];
  excludedKeywords: string;
  handles: string;
  regions: string[];
  states: string[];
  order: "balanced" | "relevance" | "reach";
  gender: string;
  age: string;
  mode: "budget" | "size";
  budget: string;
  currency: string;
  size: string;
}

export const emptyCreatorForm = (): CreatorForm => ({
  how: "description",
  description: "",
  keywordGroups: [""],
  excludedKeywords: "",
  handles: "",
  regions: [],
  states: [],
  order: CREATOR_DEFAULTS.order,
  gender: CREATOR_DEFAULTS.gender,
  age: CREATOR_DEFAULTS.age,
  mode: CREATOR_DEFAULTS.mode,
  budget: LET_PRODUCT_DECIDE,
  currency: "USD",
  size: LET_PRODUCT_DECIDE,
});

const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

export const keywordGroupsOf = (form: CreatorForm) => form.keywordGroups.map(list).filter((g) => g.length > 0);
export const handlesOf = (form: CreatorForm) => list(form.handles).map(bareHandle);

/** Whether the first step has what generation needs. */
export function audienceStepFilled(form: CreatorForm): boolean {
  return form.how === "description" ? form.description.trim().length >= 3 : keywordGroupsOf(form).length > 0;
}

/** The generate-native-pack body for a form. */
export function creatorRequest(form: CreatorForm, email: string, team: string | null, adAccountId: string | null = null) {
  return {
    ...(team ? { team } : {}),
    how: form.how,
    description: form.how === "description" ? form.description.trim() : "",
    keyword_groups: form.how === "keywords" ? keywordGroupsOf(form) : [],
    excluded_keywords: list(form.excludedKeywords),
    handles: handlesOf(form),
    regions: form.regions,
    states: form.states,
    order: form.order,
    gender: form.gender,
    age: form.age,
    mode: form.mode,
    budget: form.budget,
    currency: form.currency,
    size: form.size,
    email,
    ad_account_id: adAccountId,
  };
}

/** The package as saved in an audience config: the entries' extra fields (sizes) left out. */
export function savablePackage(pkg: TargetingPackage): TargetingPackage {
  const entries = (xs?: { label: string; deselected?: boolean }[]) => (xs ?? []).map((x) => ({ label: x.label, deselected: x.deselected === true }));
  return {
    keywords: entries(pkg.keywords),
    hashtags: entries(pkg.hashtags),
    interests: entries(pkg.interests),
    conversation_topics: entries(pkg.conversation_topics),
    movies_tv_shows: entries(pkg.movies_tv_shows),
    handles: (pkg.handles ?? []).map((h) => ({ handle: h.handle, deselected: h.deselected === true })),
    languages: (pkg.languages ?? []).map((l) => ({ label: l.label })),
    network_operators: pkg.network_operators ?? [],
    placements: pkg.placements ?? [],
    custom_audiences: pkg.custom_audiences ?? [],
    age: pkg.age ?? null,
    gender: pkg.gender ?? null,
    locations: pkg.locations ?? [],
  };
}

/** Flips one entry's deselected flag in a package list (immutably). */
export function toggleEntry(pkg: TargetingPackage, list: "keywords" | "hashtags" | "interests" | "conversation_topics" | "movies_tv_shows" | "handles", index: number): TargetingPackage {
  const entries = [...((pkg[list] as { deselected?: boolean }[] | undefined) ?? [])];
  entries[index] = { ...entries[index], deselected: !entries[index].deselected };
  return { ...pkg, [list]: entries };
}
