import type { AppliedTargeting } from "./targeting-package";
import { AGES, AGE_ANY, genderTargetingValue } from "./options";
import type { AudienceStatus } from "./audience-items";

/*
 * How a prepared targeting package becomes X Ads API v12 targeting criteria, and how a line item's
 * state reads as one of the product's status labels. Pure: names are resolved to X ids by the caller.
 */

export type TargetingType =
  | "INTEREST"
  | "SIMILAR_TO_FOLLOWERS_OF_USER"
  | "BROAD_KEYWORD"
  | "PHRASE_KEYWORD"
  | "EXACT_KEYWORD"
  | "CONVERSATION"
  | "TV_SHOW"
  | "CUSTOM_AUDIENCE"
  | "LOCATION"
  | "LANGUAGE"
  | "NETWORK_OPERATOR"
  | "AGE"
  | "GENDER";

export const TARGETING_TYPES: readonly TargetingType[] = [
  "INTEREST", "SIMILAR_TO_FOLLOWERS_OF_USER", "BROAD_KEYWORD", "PHRASE_KEYWORD", "EXACT_KEYWORD", "CONVERSATION",
  "TV_SHOW", "CUSTOM_AUDIENCE", "LOCATION", "LANGUAGE", "NETWORK_OPERATOR", "AGE", "GENDER",
];

/** Criteria that are unioned to make the audience; at least one is needed (the rest only narrow it). */
export const PRIMARY_TYPES: ReadonlySet<TargetingType> = new Set(["INTEREST", "SIMILAR_TO_FOLLOWERS_OF_USER", "BROAD_KEYWORD", "PHRASE_KEYWORD", "EXACT_KEYWORD", "CONVERSATION", "TV_SHOW", "CUSTOM_AUDIENCE"]);
export const KEYWORD_TYPES: ReadonlySet<TargetingType> = new Set(["BROAD_KEYWORD", "PHRASE_KEYWORD", "EXACT_KEYWORD"]);

/** X's per-line-item limits (x-platform-contracts.md). */
export const LINE_ITEM_LIMITS: Partial<Record<TargetingType | "KEYWORDS", number>> = {
  INTEREST: 100,
  SIMILAR_TO_FOLLOWERS_OF_USER: 100,
  LOCATION: 2000,
  KEYWORDS: 1000,
  AGE: 1,
};
export const CRITERIA_BATCH_MAX = 500;

export interface Criterion {
  targeting_type: TargetingType;
  targeting_value: string;
  operator_type: "EQ" | "NE";
  /** The product's label for it (what the user saw). */
  name: string;
}

/** Kinds of package entry that need an X id looked up by name. */
export type LookupKind = "interests" | "conversations" | "tv_shows" | "languages" | "network_operators" | "locations" | "users" | "custom_audiences";

export const LOOKUP_TYPE: Record<LookupKind, TargetingType> = {
  interests: "INTEREST",
  conversations: "CONVERSATION",
  tv_shows: "TV_SHOW",
  languages: "LANGUAGE",
  network_operators: "NETWORK_OPERATOR",
  locations: "LOCATION",
  users: "SIMILAR_TO_FOLLOWERS_OF_USER",
  custom_audiences: "CUSTOM_AUDIENCE",
};

export interface Skipped {
  kind: LookupKind | "age";
  label: string;
  reason: "not-found" | "not-ready" | "over-limit" | "needs-location";
}

/** Names to look up, per kind, for a prepared package. */
export function lookupsFor(t: AppliedTargeting): Record<LookupKind, string[]> {
  return {
    interests: t.interests,
    conversations: t.conversation_topics,
    tv_shows: t.movies_tv_shows,
    languages: t.languages,
    network_operators: t.network_operators,
    locations: [...t.locations, ...t.countries.filter((c) => !t.locations.some((l) => l.toLowerCase() === c.toLowerCase()))],
    users: t.handles.map((h) => h.replace(/^@/, "")),
    custom_audiences: t.custom_audiences,
  };
}

/** Names are matched loosely: case, spacing and the "/" vs " — " interest separator do not matter. */
export const lookupKey = (name: string) => name.replaceAll(" — ", "/").replace(/\s+/g, " ").trim().toLowerCase();

const ageCodes = new Set(AGES.map((a) => a.value).filter((v) => v !== AGE_ANY));

/**
 * The criteria for a package, given what each name resolved to (lookupKey(name) -> X id, missing
 * when X has no such entry). Names without an id and entries over X's limits are reported as skipped.
 */
export function packageCriteria(t: AppliedTargeting, resolved: Record<LookupKind, Map<string, string>>, notReady: ReadonlySet<string> = new Set()): { criteria: Criterion[]; skipped: Skipped[] } {
  const criteria: Criterion[] = [];
  const skipped: Skipped[] = [];
  const counts = new Map<string, number>();
  const push = (c: Criterion, limitKey: string, kind: Skipped["kind"]) => {
    const limit = LINE_ITEM_LIMITS[limitKey as TargetingType];
    const n = counts.get(limitKey) ?? 0;
    if (limit !== undefined && n >= limit) return skipped.push({ kind, label: c.name, reason: "over-limit" });
    counts.set(limitKey, n + 1);
    criteria.push(c);
  };
  const seenKeywords = new Set<string>();
  for (const word of [...t.keywords, ...t.hashtags.map((h) => (h.startsWith("#") ? h : `#${h}`))]) {
    const key = word.toLowerCase();
    if (seenKeywords.has(key)) continue;
    seenKeywords.add(key);
    push({ targeting_type: "BROAD_KEYWORD", targeting_value: word, operator_type: "EQ", name: word }, "KEYWORDS", "conversations");
  }
  const names = lookupsFor(t);
  for (const kind of Object.keys(names) as LookupKind[]) {
    for (const name of names[kind]) {
      if (kind === "custom_audiences" && notReady.has(lookupKey(name))) {
        skipped.push({ kind, label: name, reason: "not-ready" });
        continue;
      }
      const id = resolved[kind].get(lookupKey(name));
      if (!id) skipped.push({ kind, label: name, reason: "not-found" });
      else push({ targeting_type: LOOKUP_TYPE[kind], targeting_value: id, operator_type: "EQ", name }, LOOKUP_TYPE[kind], kind);
    }
  }
  if (t.age && t.age !== AGE_ANY) {
    if (ageCodes.has(t.age)) push({ targeting_type: "AGE", targeting_value: t.age, operator_type: "EQ", name: t.age }, "AGE", "age");
    else skipped.push({ kind: "age", label: t.age, reason: "not-found" });
  }
  const gender = genderTargetingValue(t.gender);
  if (gender) criteria.push({ targeting_type: "GENDER", targeting_value: String(gender), operator_type: "EQ", name: t.gender ?? "" });
  // X only takes TV shows together with a location in the show's market.
  if (!criteria.some((c) => c.targeting_type === "LOCATION")) {
    for (const c of criteria.filter((c) => c.targeting_type === "TV_SHOW")) skipped.push({ kind: "tv_shows", label: c.name, reason: "needs-location" });
    return { criteria: criteria.filter((c) => c.targeting_type !== "TV_SHOW"), skipped };
  }
  return { criteria, skipped };
}

const PLACEMENT_MAP: Record<string, string> = {
  homeTimelines: "TWITTER_TIMELINE",
  profiles: "TWITTER_PROFILE",
  searchResults: "TWITTER_SEARCH",
  replies: "TWITTER_REPLIES",
};

/** The product's placement names as X line-item placements (none chosen: everywhere). */
export function linePlacements(placements: string[]): string[] {
  const mapped = [...new Set(placements.map((p) => PLACEMENT_MAP[p]).filter(Boolean))];
  return mapped.length ? mapped : ["ALL_ON_TWITTER"];
}

export interface LineItemState {
  entity_status: string;
  start_time: string | null;
  end_time: string | null;
  deleted?: boolean;
  servable?: boolean | null;
}

/** A line item's state as one of the list's status labels (spec §4). */
export function statusLabel(item: LineItemState, now: Date): AudienceStatus {
  if (item.deleted) return "halted";
  if (item.entity_status === "DRAFT") return "draft";
  if (item.end_time && Date.parse(item.end_time) <= now.getTime()) return "expired";
  if (item.entity_status === "PAUSED") return "paused";
  if (item.start_time && Date.parse(item.start_time) > now.getTime()) return "scheduled";
  if (item.servable === false) return "halted";
  return "active";
}
