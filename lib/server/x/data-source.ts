import "server-only";
import type { AccountRecord, CountBucketRecord, PostRecord } from "@/lib/server/corpus/records";
import type { XProblem } from "./errors";

export type XUser = AccountRecord;
/** What X gives only to the post's author (`non_public_metrics`, `organic_metrics`, user context, last 30 days). */
export interface OwnerMetrics {
  impressions: number | null;
  profileClicks: number | null;
  linkClicks: number | null;
}
export type XPost = PostRecord & { ownerMetrics?: OwnerMetrics };
export type Granularity = "minute" | "hour" | "day";

export interface RateLimitState {
  limit: number;
  remaining: number;
  resetAt: Date;
}

export interface Page<T> {
  items: T[];
  /** Users the page brought along (authors of posts), by id. */
  users: XUser[];
  /** Partial errors: problems X returned beside the data. */
  errors: XProblem[];
  nextToken?: string;
}

export interface PageOptions {
  /** Items per request (clamped to what the endpoint allows). */
  pageSize?: number;
  /** Stop after this many items in all. */
  limit?: number;
}

export interface SearchOptions extends PageOptions {
  start?: Date;
  end?: Date;
  /** Ask for the owner's metrics too (a user-context source reading its own user's timeline). */
  ownerMetrics?: boolean;
}

/** Pages fetched lazily: `for await (const post of paginator)` or `.pages()`. */
export interface Paginator<T> extends AsyncIterable<T> {
  pages(): AsyncIterable<Page<T>>;
  /** Everything (up to the limit) in one array. */
  all(): Promise<T[]>;
  readonly rateLimit?: RateLimitState;
}

export interface Lookup<T> {
  items: T[];
  errors: XProblem[];
}

/**
 * Where the analyses read X data: the local corpus (default) or the live X API v2. Both give the
 * same shapes; failures are XDataError with a normalised kind.
 */
export interface XDataSource {
  readonly kind: "local" | "live";
  /** The X user whose own token the source reads with (X sign-in), if any: their posts can carry owner metrics. */
  readonly userContextOf?: string;
  userByHandle(handle: string): Promise<XUser>;
  usersByHandles(handles: string[]): Promise<Lookup<XUser>>;
  followers(userId: string, options?: PageOptions): Paginator<XUser>;
  following(userId: string, options?: PageOptions): Paginator<XUser>;
  searchRecent(query: string, options?: SearchOptions): Paginator<XPost>;
  counts(query: string, options: { start?: Date; end?: Date; granularity: Granularity }): Promise<CountBucketRecord[]>;
  postsByIds(ids: string[]): Promise<Lookup<XPost>>;
  likingUsers(postId: string, options?: PageOptions): Paginator<XUser>;
  reposters(postId: string, options?: PageOptions): Paginator<XUser>;
  quotes(postId: string, options?: PageOptions): Paginator<XPost>;
  userTimeline(userId: string, options?: SearchOptions): Paginator<XPost>;
}
