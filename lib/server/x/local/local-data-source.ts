import "server-only";
import { isBareHandle } from "@/lib/domain/handles";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import type { CountBucketRecord } from "@/lib/server/corpus/records";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { Granularity, Lookup, PageOptions, Paginator, SearchOptions, XDataSource, XPost, XUser } from "../data-source";
import { XDataError } from "../errors";
import { failedPaginator, paginate } from "../paginator";
import { searchCondition } from "./search-query";


const USER_COLUMNS = sql.raw(`a.id, a.handle, a.name, a.bio, a.location, a.url, a.verified, a.verified_type, a.protected, a.created_at,
  a.followers_count, a.following_count, a.post_count, a.listed_count, a.profile_image_url, a.pinned_post_id`);
const POST_COLUMNS = sql.raw(`p.id, p.author_id, p.text, p.created_at, p.lang, p.conversation_id, p.in_reply_to_user_id, p.replied_to_id,
  p.quoted_id, p.reposted_id, p.like_count, p.repost_count, p.reply_count, p.quote_count, p.impression_count, p.bookmark_count,
  p.edit_history_ids, p.withheld_countries, p.withheld_copyright, p.possibly_sensitive, p.context_annotations`);

type Row = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

function toUser(r: Row): XUser {
  return {
    id: r.id as string, handle: r.handle as string, name: r.name as string, bio: r.bio as string, location: r.location as string,
    url: r.url as string, verified: r.verified as boolean, verifiedType: (r.verified_type as string) ?? null, protected: r.protected as boolean,
    createdAt: date(r.created_at), followersCount: r.followers_count as number, followingCount: r.following_count as number,
    postCount: r.post_count as number, listedCount: r.listed_count as number, profileImageUrl: r.profile_image_url as string,
    pinnedPostId: (r.pinned_post_id as string) ?? null,
  };
}

function toPost(r: Row): XPost {
  return {
    id: r.id as string, authorId: (r.author_id as string) ?? null, text: r.text as string, createdAt: date(r.created_at), lang: (r.lang as string) ?? null,
    conversationId: (r.conversation_id as string) ?? null, inReplyToUserId: (r.in_reply_to_user_id as string) ?? null,
    repliedToId: (r.replied_to_id as string) ?? null, quotedId: (r.quoted_id as string) ?? null, repostedId: (r.reposted_id as string) ?? null,
    likeCount: r.like_count as number, repostCount: r.repost_count as number, replyCount: r.reply_count as number, quoteCount: r.quote_count as number,
    impressionCount: (r.impression_count as number) ?? null, bookmarkCount: (r.bookmark_count as number) ?? null,
    editHistoryIds: (r.edit_history_ids as string[]) ?? [], withheldCountries: (r.withheld_countries as string[]) ?? [],
    withheldCopyright: r.withheld_copyright as boolean, possiblySensitive: r.possibly_sensitive as boolean,
    contextAnnotations: (r.context_annotations as unknown[]) ?? null,
  };
}

const encode = (parts: string[]) => Buffer.from(parts.join("\u0001")).toString("base64url");
function decode(token: string | undefined, n: number): string[] | null {
  if (!token) return null;
  const parts = Buffer.from(token, "base64url").toString().split("\u0001");
  if (parts.length !== n) throw new XDataError("invalid", "The pagination token is not valid.", 400);
  return parts;
}

const clamp = (v: number | undefined, min: number, max: number, fallback: number) => Math.max(min, Math.min(max, Math.floor(v ?? fallback)));

/** The embedded data source: answers every query from the local corpus tables. */
export class LocalDataSource implements XDataSource {
  readonly kind = "local" as const;

  constructor(private db: Database) {}

  async userByHandle(handle: string): Promise<XUser> {
    if (!isBareHandle(handle)) throw new XDataError("invalid", `"${handle}" is not a valid X handle.`, 400);
    const { items } = await this.usersByHandles([handle]);
    if (!items.length) throw new XDataError("not_found", `Could not find user with username: [${handle}].`, 404, [{ title: "Not Found Error", detail: `Could not find user with username: [${handle}].`, type: "https://api.x.com/2/problems/resource-not-found", resourceId: handle }]);
    return items[0];
  }

  async usersByHandles(handles: string[]): Promise<Lookup<XUser>> {
    if (!handles.length || handles.length > 100) throw new XDataError("invalid", "Give between 1 and 100 handles.", 400);
    const bad = handles.find((h) => !isBareHandle(h));
    if (bad) throw new XDataError("invalid", `"${bad}" is not a valid X handle.`, 400);
    const lower = handles.map((h) => h.toLowerCase());
    const rows = await queryRows<Row>(this.db, sql`select distinct on (lower(a.handle)) ${USER_COLUMNS} from corpus_accounts a where lower(a.handle) = any(${sql.param(lower)}::text[]) order by lower(a.handle), a.followers_count desc, a.id`);
    const found = new Map(rows.map((r) => [(r.handle as string).toLowerCase(), toUser(r)]));
    return {
      items: lower.filter((h) => found.has(h)).map((h) => found.get(h)!),
      errors: handles.filter((h) => !found.has(h.toLowerCase())).map((h) => ({ title: "Not Found Error", detail: `Could not find user with username: [${h}].`, type: "https://api.x.com/2/problems/resource-not-found", resourceId: h })),
    };
  }

  private userPages(where: (after: string | null) => SQL, options: PageOptions = {}, max = 1000): Paginator<XUser> {
    const size = clamp(options.pageSize, 1, max, Math.min(100, max));
    return paginate(async (token) => {
      const after = decode(token, 1)?.[0] ?? null;
      const rows = await queryRows<Row>(this.db, sql`${where(after)} limit ${size + 1}`);
      const items = rows.slice(0, size).map(toUser);
      return { items, users: [], errors: [], nextToken: rows.length > size ? encode([items[items.length - 1].id]) : undefined };
    }, options.limit);
  }

  // Paged on the follow's own key (the same ids as a.id), both sides bounded: each page is an index range, not a scan from the start.
  followers(userId: string, options?: PageOptions): Paginator<XUser> {
    return this.userPages((after) => sql`select ${USER_COLUMNS} from corpus_follows f join corpus_accounts a on a.id = f.follower_id
      where f.followee_id = ${userId} ${after ? sql`and f.follower_id > ${after} and a.id > ${after}` : sql``} order by f.follower_id`, options);
  }

  following(userId: string, options?: PageOptions): Paginator<XUser> {
    return this.userPages((after) => sql`select ${USER_COLUMNS} from corpus_follows f join corpus_accounts a on a.id = f.followee_id
      where f.follower_id = ${userId} ${after ? sql`and f.followee_id > ${after} and a.id > ${after}` : sql``} order by f.followee_id`, options);
  }

  likingUsers(postId: string, options?: PageOptions): Paginator<XUser> {
    return this.userPages((after) => sql`select ${USER_COLUMNS} from corpus_engagements g join corpus_accounts a on a.id = g.account_id
      where g.post_id = ${postId} and g.kind = 'like' ${after ? sql`and a.id > ${after}` : sql``} order by a.id`, options, 100);
  }

  reposters(postId: string, options?: PageOptions): Paginator<XUser> {
    return this.userPages((after) => sql`select ${USER_COLUMNS} from corpus_accounts a where a.id in (
        select account_id from corpus_engagements where post_id = ${postId} and kind = 'repost'
        union select author_id from corpus_posts where reposted_id = ${postId})
      ${after ? sql`and a.id > ${after}` : sql``} order by a.id`, options, 100);
  }

  /** Posts newest first, keyset-paginated on (created_at, id). */
  private postPages(where: SQL, options: SearchOptions = {}, min = 10, max = 100): Paginator<XPost> {
    const size = clamp(options.pageSize, min, max, max);
    const window = sql`${options.start ? sql`and p.created_at >= ${options.start.toISOString()}::timestamptz` : sql``}
      ${options.end ? sql`and p.created_at < ${options.end.toISOString()}::timestamptz` : sql``}`;
    return paginate(async (token) => {
      const after = decode(token, 2);
      const rows = await queryRows<Row>(this.db, sql`select ${POST_COLUMNS} from corpus_posts p where ${where} ${window}
        ${after ? sql`and (p.created_at, p.id) < (${after[0]}::timestamptz, ${after[1]})` : sql``}
        order by p.created_at desc nulls last, p.id desc limit ${size + 1}`);
      const items = rows.slice(0, size).map(toPost);
      const authorIds = [...new Set(items.map((p) => p.authorId).filter((a): a is string => !!a))];
      const users = authorIds.length ? (await queryRows<Row>(this.db, sql`select ${USER_COLUMNS} from corpus_accounts a where a.id = any(${sql.param(authorIds)}::text[])`)).map(toUser) : [];
      const last = items[items.length - 1];
      return { items, users, errors: [], nextToken: rows.length > size && last.createdAt ? encode([last.createdAt.toISOString(), last.id]) : undefined };
    }, options.limit);
  }

  searchRecent(query: string, options?: SearchOptions): Paginator<XPost> {
    try {
      return this.postPages(searchCondition(query), options);
    } catch (e) {
      return failedPaginator(e as Error);
    }
  }

  quotes(postId: string, options?: PageOptions): Paginator<XPost> {
    return this.postPages(sql`p.quoted_id = ${postId}`, options);
  }

  userTimeline(userId: string, options?: SearchOptions): Paginator<XPost> {
    return this.postPages(sql`p.author_id = ${userId}`, options, 5, 100);
  }

  async counts(query: string, options: { start?: Date; end?: Date; granularity: Granularity }): Promise<CountBucketRecord[]> {
    const unit = options.granularity;
    if (!["minute", "hour", "day"].includes(unit)) throw new XDataError("invalid", "granularity must be minute, hour or day.", 400);
    const cond = searchCondition(query);
    const step = sql.raw(`'1 ${unit}'::interval`);
    const bounds = await queryRows<{ lo: Date | string | null; hi: Date | string | null }>(this.db, sql`select
      ${options.start ? sql`${options.start.toISOString()}::timestamptz` : sql`(select min(p.created_at) from corpus_posts p where ${cond})`} as lo,
      ${options.end ? sql`${options.end.toISOString()}::timestamptz` : sql`(select max(p.created_at) + interval '1 second' from corpus_posts p where ${cond})`} as hi`);
    const lo = date(bounds[0].lo);
    const hi = date(bounds[0].hi);
    if (!lo || !hi || hi <= lo) return [];
    const rows = await queryRows<{ start: Date | string; n: number }>(this.db, sql`
      with buckets as (select generate_series(date_trunc(${unit}, ${lo.toISOString()}::timestamptz at time zone 'UTC'), ${hi.toISOString()}::timestamptz at time zone 'UTC', ${step}) as b),
      hits as (select date_trunc(${unit}, p.created_at at time zone 'UTC') as b, count(*)::int as n from corpus_posts p
        where ${cond} and p.created_at >= ${lo.toISOString()}::timestamptz and p.created_at < ${hi.toISOString()}::timestamptz group by 1)
      select (buckets.b at time zone 'UTC') as start, coalesce(hits.n, 0) as n from buckets left join hits using (b)
      where (buckets.b at time zone 'UTC') < ${hi.toISOString()}::timestamptz order by 1`);
    const ms = { minute: 60_000, hour: 3_600_000, day: 86_400_000 }[unit];
    return rows.map((r) => {
      const s = date(r.start)!;
      const start = s < lo ? lo : s;
      const end = new Date(Math.min(s.getTime() + ms, hi.getTime()));
      return { query, granularity: unit, start, end, postCount: r.n };
    });
  }

  async postsByIds(ids: string[]): Promise<Lookup<XPost>> {
    if (!ids.length || ids.length > 100) throw new XDataError("invalid", "Give between 1 and 100 post ids.", 400);
    const rows = await queryRows<Row>(this.db, sql`select ${POST_COLUMNS} from corpus_posts p where p.id = any(${sql.param(ids)}::text[])`);
    const found = new Map(rows.map((r) => [r.id as string, toPost(r)]));
    return {
      items: ids.filter((id) => found.has(id)).map((id) => found.get(id)!),
      errors: ids.filter((id) => !found.has(id)).map((id) => ({ title: "Not Found Error", detail: `Could not find tweet with ids: [${id}].`, type: "https://api.x.com/2/problems/resource-not-found", resourceId: id })),
    };
  }
}
