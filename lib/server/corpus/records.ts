import "server-only";

/** Normalised records every importer, the generator and the live adapter produce. */

export interface AccountRecord {
  id: string;
  handle: string;
  name?: string;
  bio?: string;
  location?: string;
  url?: string;
  verified?: boolean;
  verifiedType?: string | null;
  protected?: boolean;
  createdAt?: Date | null;
  followersCount?: number;
  followingCount?: number;
  postCount?: number;
  listedCount?: number;
  profileImageUrl?: string;
  pinnedPostId?: string | null;
}

export interface EntityRecord {
  kind: "hashtag" | "mention" | "url" | "cashtag" | "emoji" | "annotation";
  value: string;
  display: string;
  start: number | null;
  end: number | null;
}

export interface PostRecord {
  id: string;
  authorId: string | null;
  /** Set instead of authorId when a source names the author only by handle (CSV). */
  authorHandle?: string;
  text: string;
  createdAt: Date | null;
  lang: string | null;
  conversationId?: string | null;
  inReplyToUserId?: string | null;
  repliedToId?: string | null;
  quotedId?: string | null;
  repostedId?: string | null;
  likeCount?: number;
  repostCount?: number;
  replyCount?: number;
  quoteCount?: number;
  impressionCount?: number | null;
  bookmarkCount?: number | null;
  editHistoryIds?: string[];
  withheldCountries?: string[];
  withheldCopyright?: boolean;
  possiblySensitive?: boolean;
  contextAnnotations?: unknown[] | null;
  /** Entities as the source gave them; when absent they are extracted from the text. */
  entities?: EntityRecord[];
  /** The author's follower and following counts, when a file gives them beside the post (a CSV). */
  authorCounts?: { followers?: number; following?: number };
}

export interface FollowRecord {
  followerId: string;
  followeeId: string;
  seenAt: Date;
}

export interface CountBucketRecord {
  query: string;
  granularity: string;
  start: Date;
  end: Date;
  postCount: number;
}

export type CorpusRecord =
  | { type: "account"; account: AccountRecord; stub?: boolean }
  | { type: "post"; post: PostRecord }
  | { type: "follow"; follow: FollowRecord }
  | { type: "count"; bucket: CountBucketRecord }
  | { type: "delete"; id: string };

/** A row the importer could not use, with the 1-based line (or item) number it came from. */
export interface RowProblem {
  line: number;
  message: string;
}

export type ParsedRow = { records: CorpusRecord[]; problems: string[] };
