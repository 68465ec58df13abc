import type { FollowListQuery, FollowView } from "@/lib/schemas/creators";

/** Query keys of the Deep Thought screens: a sync invalidates everything under ["deep-thought"]. */
export const deepThoughtKeys = {
  all: ["deep-thought"] as const,
  me: () => ["deep-thought", "me"] as const,
  dashboard: (account: number) => ["deep-thought", { account }, "dashboard"] as const,
  follows: (account: number, view: FollowView, query: Partial<FollowListQuery>) => ["deep-thought", { account }, view, query] as const,
  job: (id: number) => ["jobs", { id }] as const,
};
