import "server-only";
import { targetingConversationTopics, targetingInterests, targetingLanguages, targetingMoviesTvShows, targetingNetworkOperators } from "@/lib/server/db/schema";

/** The searchable reference lists: table, the column searched and sorted on, and the answer's key. */
export const REFERENCE_LISTS = {
  interests: { table: targetingInterests, name: targetingInterests.name, key: "interests" },
  languages: { table: targetingLanguages, name: targetingLanguages.name, key: "languages" },
  network_operators: { table: targetingNetworkOperators, name: targetingNetworkOperators.name, key: "network_operators" },
  conversation_topics: { table: targetingConversationTopics, name: targetingConversationTopics.name, key: "conversation_topics" },
  movies_tv_shows: { table: targetingMoviesTvShows, name: targetingMoviesTvShows.name, key: "movies_tv_shows" },
} as const;

export type ReferenceList = keyof typeof REFERENCE_LISTS;

/** Rows as the pickers want them: every item has a label, beside its own fields in snake_case. */
export function toItem(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k === "name" ? "label" : k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = v;
  return out;
}
