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
