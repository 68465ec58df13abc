import type { FollowListQuery, FollowView } from "@/lib/schemas/creators";
import type { EngagerListQuery, PostListQuery } from "@/lib/schemas/creator-posts";

/** Query keys of the Deep Thought screens: a sync invalidates everything under ["deep-thought"]. */
export const deepThoughtKeys = {
  all: ["deep-thought"] as const,
  me: () => ["deep-thought", "me"] as const,
  dashboard: (account: number) => ["deep-thought", { account }, "dashboard"] as const,
  follows: (account: number, view: FollowView, query: Partial<FollowListQuery>) => ["deep-thought", { account }, view, query] as const,
  overlap: (account: number, other: { handle?: string; account?: number }) => ["deep-thought", { account }, "overlap", other] as const,
  enrichments: (account: number) => ["deep-thought", { account }, "enrichments"] as const,
  topCountries: (account: number) => ["deep-thought", { account }, "top-countries"] as const,
  whoToFollow: (account: number) => ["deep-thought", { account }, "who-to-follow"] as const,
  lists: (account: number) => ["deep-thought", { account }, "lists"] as const,
  listMembers: (account: number, list: string) => ["deep-thought", { account }, "lists", { list }, "members"] as const,
  topics: (account: number, who: "followers" | "following") => ["deep-thought", { account }, "topics", who] as const,
  posts: (account: number, query: Partial<PostListQuery>) => ["deep-thought", { account }, "posts", query] as const,
  post: (account: number, post: string) => ["deep-thought", { account }, "post", { post }] as const,
  engagers: (account: number, query: Partial<EngagerListQuery>) => ["deep-thought", { account }, "engagers", query] as const,
  bestTime: (account: number) => ["deep-thought", { account }, "best-time"] as const,
  settings: (account: number) => ["deep-thought", { account }, "settings"] as const,
  /** Every posts page of the account (lists and single posts). */
  allPosts: (account: number) => ["deep-thought", { account }, "posts"] as const,
  allPostPages: (account: number) => ["deep-thought", { account }, "post"] as const,
  payouts: (account: number) => ["deep-thought", { account }, "payouts"] as const,
  reports: (account: number) => ["deep-thought", { account }, "reports"] as const,
  xStats: (country: string | null) => ["deep-thought", "x-stats", { country }] as const,
  job: (id: number) => ["jobs", { id }] as const,
};
