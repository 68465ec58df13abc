import "server-only";
import { isBareHandle } from "@/lib/domain/handles";
import type { Database } from "@/lib/server/db/client";
import { isXPost, isXUser, parseDate, toAccount, toCountBucket, toPost } from "@/lib/server/corpus/parse/x-api-objects";
import type { CountBucketRecord, FollowRecord } from "@/lib/server/corpus/records";
import { CorpusWriter } from "@/lib/server/corpus/writer";
import type { Granularity, Lookup, OwnerMetrics, Page, PageOptions, Paginator, RateLimitState, SearchOptions, XDataSource, XPost, XUser } from "../data-source";
import { XDataError, parseProblems } from "../errors";
import { failedPaginator, paginate } from "../paginator";
import type { ApiResponse, XApiClient } from "./x-api-client";

/** Field names: the published v2 docs say `tweet.*`; the newest OpenAPI spells `post.*`. */
export type Spelling = "tweet" | "post";

const USER_FIELDS = "created_at,description,entities,location,profile_image_url,protected,public_metrics,url,verified,verified_type";
const FIELDS: Record<Spelling, { postParam: string; postFields: string; expansions: string; pageToken: string }> = {
  tweet: {
    postParam: "tweet.fields",
    postFields: "author_id,context_annotations,conversation_id,created_at,entities,in_reply_to_user_id,lang,note_tweet,possibly_sensitive,public_metrics,referenced_tweets,withheld",
    expansions: "author_id,referenced_tweets.id,referenced_tweets.id.author_id,entities.mentions.username,in_reply_to_user_id",
    pageToken: "next_token",
  },
  post: {
    postParam: "post.fields",
    postFields: "context_annotations,conversation_id,created_at,entities,lang,note_post,possibly_sensitive,public_metrics,withheld",
    expansions: "author_id,referenced_posts,entities.mentions.username,in_reply_to_user_id",
    pageToken: "next_token",
  },
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const clamp = (v: number | undefined, min: number, max: number) => Math.max(min, Math.min(max, Math.floor(v ?? max)));
const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** X gives these only to the post's author, with their user token, for posts of the last 30 days. */
const OWNER_FIELDS = "non_public_metrics,organic_metrics";

/** The author-only metrics of a post as X gave them (`non_public_metrics`, else `organic_metrics`); undefined when X gave neither. */
function ownerMetricsOf(o: Obj): OwnerMetrics | undefined {
  const np = isObj(o.non_public_metrics) ? o.non_public_metrics : null;
  const org = isObj(o.organic_metrics) ? o.organic_metrics : null;
  if (!np && !org) return undefined;
  const pick = (key: string) => count(np?.[key]) ?? count(org?.[key]);
  return { impressions: pick("impression_count"), profileClicks: pick("user_profile_clicks"), linkClicks: pick("url_link_clicks") };
}

function toXPost(o: Obj): XPost {
  const owner = ownerMetricsOf(o);
  return owner ? { ...toPost(o), ownerMetrics: owner } : toPost(o);
}

/**
 * The live X API v2 behind the data-source interface. Every page it reads is also written into
 * the local corpus (posts, their authors and referenced posts), so analyses can run on fresh data.
 */
export class LiveDataSource implements XDataSource {
  readonly kind = "live" as const;
  readonly userContextOf?: string;
  private f: (typeof FIELDS)[Spelling];

  /** `userContextOf`: the X user whose own token the client reads with (X sign-in). */
  constructor(private client: XApiClient, private db: Database | null, spelling: Spelling = "tweet", options: { userContextOf?: string } = {}) {
    this.f = FIELDS[spelling];
    this.userContextOf = options.userContextOf;
  }

  private postQuery(extra: Record<string, string | number | undefined> = {}) {
    return { [this.f.postParam]: this.f.postFields, expansions: this.f.expansions, "user.fields": USER_FIELDS, ...extra };
  }

  /** Write what a response carries into the corpus. */
  private async store(body: Obj, bucketQuery?: { query: string; granularity: Granularity }): Promise<void> {
    if (!this.db) return;
    const writer = new CorpusWriter(this.db, { origin: "live" });
    const data = Array.isArray(body.data) ? body.data : body.data !== undefined ? [body.data] : [];
    const includes = isObj(body.includes) ? body.includes : {};
    for (const d of data) {
      if (!isObj(d)) continue;
      if (isXPost(d)) await writer.add({ type: "post", post: toPost(d) });
      else if (isXUser(d)) await writer.add({ type: "account", account: toAccount(d) });
      else if (bucketQuery && parseDate(d.start) && parseDate(d.end)) await writer.add({ type: "count", bucket: toCountBucket(d, bucketQuery.query, bucketQuery.granularity) });
    }
    for (const u of list(includes.users)) if (isObj(u) && isXUser(u)) await writer.add({ type: "account", account: toAccount(u) });
    for (const t of list(includes.tweets ?? includes.posts)) if (isObj(t) && isXPost(t)) await writer.add({ type: "post", post: toPost(t) });
    await writer.flush();
  }

  private async page<T>(res: ApiResponse, map: (o: Obj) => T | null, bucket?: { query: string; granularity: Granularity }): Promise<Page<T> & { rateLimit?: RateLimitState }> {
    const body = res.body;
    await this.store(body, bucket);
    const items = list(body.data).filter(isObj).map(map).filter((x): x is T => x !== null);
    const includes = isObj(body.includes) ? body.includes : {};
    const meta = isObj(body.meta) ? body.meta : {};
    const errors = parseProblems({ errors: body.errors });
    // A 200 with only errors and no data is a failure of the whole request.
    if (body.data === undefined && errors.length && !items.length && !isObj(body.meta)) {
      const notFound = errors.every((e) => e.type.endsWith("/resource-not-found"));
      throw new XDataError(notFound ? "not_found" : "invalid", errors[0].detail || errors[0].title, notFound ? 404 : 400, errors);
    }
    return {
      items,
      users: list(includes.users).filter(isObj).filter(isXUser).map(toAccount),
      errors,
      nextToken: typeof meta.next_token === "string" ? meta.next_token : undefined,
      rateLimit: res.rateLimit,
    };
  }

  /** `follows`: the follow edge each listed user stands for (followers and following lists), stored beside the users. */
  private users(path: string, options: PageOptions = {}, max = 1000, userContext = false, follows?: (user: XUser) => FollowRecord): Paginator<XUser> {
    const size = clamp(options.pageSize, 1, max);
    return paginate(async (token) => {
      const res = await this.client.get(path, { max_results: size, pagination_token: token, "user.fields": USER_FIELDS }, { userContext });
      const page = await this.page(res, (o) => (isXUser(o) ? toAccount(o) : null));
      if (follows && this.db && page.items.length) {
        const writer = new CorpusWriter(this.db, { origin: "live" });
        for (const user of page.items) await writer.add({ type: "follow", follow: follows(user) });
        await writer.flush();
      }
      return page;
    }, options.limit);
  }

  private posts(path: string, options: SearchOptions = {}, min: number, extra: Record<string, string | undefined> = {}, tokenParam = "pagination_token"): Paginator<XPost> {
    const size = clamp(options.pageSize, min, 100);
    const fields = options.ownerMetrics ? { [this.f.postParam]: `${this.f.postFields},${OWNER_FIELDS}` } : {};
    return paginate(async (token) => {
      const res = await this.client.get(path, this.postQuery({
        ...extra, ...fields, max_results: size, [tokenParam]: token,
        start_time: options.start?.toISOString(), end_time: options.end?.toISOString(),
      }));
      return this.page(res, (o) => (isXPost(o) ? toXPost(o) : null));
    }, options.limit);
  }

  async userByHandle(handle: string): Promise<XUser> {
    if (!isBareHandle(handle)) throw new XDataError("invalid", `"${handle}" is not a valid X handle.`, 400);
    const res = await this.client.get(`/2/users/by/username/${handle}`, { "user.fields": USER_FIELDS });
    const body = res.body;
    if (!isObj(body.data) || !isXUser(body.data)) {
      const problems = parseProblems(body);
      throw new XDataError("not_found", problems[0]?.detail || `Could not find user with username: [${handle}].`, 404, problems);
    }
    await this.store(body);
    return toAccount(body.data);
  }

  async usersByHandles(handles: string[]): Promise<Lookup<XUser>> {
    if (!handles.length || handles.length > 100) throw new XDataError("invalid", "Give between 1 and 100 handles.", 400);
    const bad = handles.find((h) => !isBareHandle(h));
    if (bad) throw new XDataError("invalid", `"${bad}" is not a valid X handle.`, 400);
    const res = await this.client.get("/2/users/by", { usernames: handles.join(","), "user.fields": USER_FIELDS });
    await this.store(res.body);
    return { items: list(res.body.data).filter(isObj).filter(isXUser).map(toAccount), errors: parseProblems({ errors: res.body.errors }) };
  }

  followers(userId: string, options?: PageOptions) {
    return this.users(`/2/users/${encodeURIComponent(userId)}/followers`, options, 1000, false, (u) => ({ followerId: u.id, followeeId: userId, seenAt: new Date() }));
  }

  following(userId: string, options?: PageOptions) {
    return this.users(`/2/users/${encodeURIComponent(userId)}/following`, options, 1000, false, (u) => ({ followerId: userId, followeeId: u.id, seenAt: new Date() }));
  }

  likingUsers(postId: string, options?: PageOptions) {
    return this.users(`/2/tweets/${encodeURIComponent(postId)}/liking_users`, options, 100, true);
  }

  reposters(postId: string, options?: PageOptions) {
    return this.users(`/2/tweets/${encodeURIComponent(postId)}/retweeted_by`, options, 100);
  }

  searchRecent(query: string, options?: SearchOptions) {
    if (!query.trim() || query.length > 512) return failedPaginator<XPost>(new XDataError("invalid", "The query must have 1 to 512 characters.", 400));
    return this.posts("/2/tweets/search/recent", options, 10, { query }, "next_token");
  }

  quotes(postId: string, options?: PageOptions) {
    return this.posts(`/2/tweets/${encodeURIComponent(postId)}/quote_tweets`, options, 10);
  }

  /** Owner metrics are asked for only of the user whose token this source reads with (X refuses them to anyone else). */
  userTimeline(userId: string, options?: SearchOptions) {
    const ownerMetrics = options?.ownerMetrics === true && userId === this.userContextOf;
    return this.posts(`/2/users/${encodeURIComponent(userId)}/tweets`, { ...options, ownerMetrics }, 5);
  }

  async counts(query: string, options: { start?: Date; end?: Date; granularity: Granularity }): Promise<CountBucketRecord[]> {
    const out: CountBucketRecord[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.get("/2/tweets/counts/recent", {
        query, granularity: options.granularity, start_time: options.start?.toISOString(), end_time: options.end?.toISOString(), next_token: token,
      });
      await this.store(res.body, { query, granularity: options.granularity });
      for (const b of list(res.body.data)) if (isObj(b) && parseDate(b.start) && parseDate(b.end)) out.push(toCountBucket(b, query, options.granularity));
      const meta = isObj(res.body.meta) ? res.body.meta : {};
      token = typeof meta.next_token === "string" ? meta.next_token : undefined;
    } while (token);
    return out;
  }

  async postsByIds(ids: string[]): Promise<Lookup<XPost>> {
    if (!ids.length || ids.length > 100) throw new XDataError("invalid", "Give between 1 and 100 post ids.", 400);
    const res = await this.client.get("/2/tweets", this.postQuery({ ids: ids.join(",") }));
    await this.store(res.body);
    return { items: list(res.body.data).filter(isObj).filter(isXPost).map(toPost), errors: parseProblems({ errors: res.body.errors }) };
  }
}
