/** The three kinds of audience item in lists, told apart by their fields (spec §3). */
export type AudienceItemKind = "targeting-list" | "builder-audience" | "saved-list" | "unknown";

export function audienceItemKind(item: object): AudienceItemKind {
  if ("is_super_insights" in item) return "targeting-list";
  if ("created" in item) return "builder-audience";
  if ("targeting_package" in item) return "saved-list";
  return "unknown";
}

export const AUDIENCE_STATUSES = ["active", "paused", "draft", "halted", "expired", "scheduled"] as const;
export type AudienceStatus = (typeof AUDIENCE_STATUSES)[number];

export const QUERY_TYPES = {
  handle_analysis: "Handle Analysis",
  audience_analysis: "Audience Analysis",
  conversation_analysis: "Conversation Analysis",
  post_analysis: "Post Analysis",
  audience_builder: "Audience Builder",
} as const;
export type QueryType = keyof typeof QUERY_TYPES;
export type QueryTypeFilter = "all" | QueryType;

export const filterByQueryType = <T extends { query_type: string }>(items: T[], filter: QueryTypeFilter) => (filter === "all" ? items : items.filter((i) => i.query_type === filter));

/** The audience config category that marks an exclusion audience. */
export const EXCLUSION_CATEGORY = "Exclusion Audience";
export const isExclusionAudience = (config: { categories?: { name: string }[] }) => (config.categories ?? []).some((c) => c.name === EXCLUSION_CATEGORY);
