import type { AppliedTargeting } from "@/lib/domain/targeting/targeting-package";

/** How each list of the applied package lands in Ads Manager's targeting form (the contract in extension/README.md). */
export interface ListField {
  field: string;
  /** The accessible name of the field's input in Ads Manager. */
  label: string;
  kind: "typeahead" | "free-text";
  values: (t: AppliedTargeting) => string[];
  /** Which suggestion is the value (default: the same text). */
  matches?: (value: string) => (option: string) => boolean;
}

const byHandle = (handle: string) => (option: string) => option.trim().toLowerCase().endsWith(`@${handle.replace(/^@/, "").toLowerCase()}`);

export const LIST_FIELDS: ListField[] = [
  { field: "locations", label: "Locations", kind: "typeahead", values: (t) => [...t.countries, ...t.locations.filter((l) => !t.countries.includes(l))] },
  { field: "languages", label: "Languages", kind: "typeahead", values: (t) => t.languages },
  { field: "interests", label: "Interests", kind: "typeahead", values: (t) => t.interests },
  { field: "handles", label: "Follower look-alikes", kind: "typeahead", values: (t) => t.handles, matches: byHandle },
  { field: "keywords", label: "Keywords", kind: "free-text", values: (t) => [...t.keywords, ...t.hashtags.map((h) => (h.startsWith("#") ? h : `#${h}`))] },
  { field: "conversation_topics", label: "Conversation topics", kind: "typeahead", values: (t) => t.conversation_topics },
  { field: "movies_tv_shows", label: "Movies and TV shows", kind: "typeahead", values: (t) => t.movies_tv_shows },
  { field: "network_operators", label: "Network operators", kind: "typeahead", values: (t) => t.network_operators },
  { field: "custom_audiences", label: "Custom audiences", kind: "typeahead", values: (t) => t.custom_audiences },
];
