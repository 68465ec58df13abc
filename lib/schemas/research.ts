import { z } from "zod";
import type { ClusterFeature } from "@/lib/domain/analysis/topic-clusters";
import { xHandleSchema } from "./x-handle";

/** POST /api/external/explore-clusters/ - the audience (a handle's followers) to split into topic clusters. */
export const exploreClustersBodySchema = z.object({
  handle: xHandleSchema,
  team: z.string().trim().min(1).max(100).optional(),
});
export type ExploreClustersBody = z.infer<typeof exploreClustersBodySchema>;

/** The answer: the clusters with their honesty figures (spec: base, coverage, margin). */
export interface TopicClustersView {
  handle: string;
  population: number;
  analysed: number;
  clustered: number;
  coverage: number;
  modularity: number;
  method: string;
  clusters: { size: number; share: number; margin: number; terms: ClusterFeature[]; accounts: ClusterFeature[]; sample_handles: string[] }[];
}

/** GET /api/external/x-stats/country/?country= - a country by name, code or alias (UK, USA, holland ...). */
export const countryStatsQuerySchema = z.object({ country: z.string().trim().min(1, "Country is required").max(80, "Country must be less than 80 characters") });

/** A country's X statistics from the corpus, with the base each figure rests on. */
export interface CountryStatsView {
  country: string;
  code: string;
  /** Accounts located in the country, and how many accounts of the corpus have a known country at all (coverage). */
  accounts: number;
  located_accounts: number;
  all_accounts: number;
  coverage: number;
  /** Posts by the country's accounts: the base of hashtags, languages and hours. */
  posts: number;
  top_accounts: { handle: string; name: string; followers: number }[];
  hashtags: { tag: string; posts: number; authors: number }[];
  languages: { label: string; count: number; share: number }[];
  /** Posts per hour of the day, UTC, 0-23. */
  hours: number[];
  method: string;
}
