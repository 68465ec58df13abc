import "server-only";
import type { AccountRecord, CorpusRecord, CountBucketRecord, EntityRecord, PostRecord } from "../records";

/*
 * X API v2 objects -> corpus records. Accepts both the `tweet_*` spellings of the published
 * samples and the `post_*` spellings of newer specs.
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
const num = (v: unknown): number | undefined => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? Math.max(0, Math.min(2_147_483_647, Math.round(n))) : undefined;
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function parseDate(v: unknown): Date | null {
  if (typeof v !== "string" || !v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** X escapes these three in post text. */
export function unescapeXText(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

export const isXUser = (o: Obj) => typeof o.id === "string" && typeof o.username === "string";
export const isXPost = (o: Obj) => typeof o.id === "string" && typeof o.text === "string";
export const isXCountBucket = (o: Obj) =>
  typeof o.start === "string" && typeof o.end === "string" && (o.tweet_count !== undefined || o.post_count !== undefined);

export function toAccount(u: Obj): AccountRecord {
  const m = isObj(u.public_metrics) ? u.public_metrics : {};
  return {
    id: u.id as string,
    handle: u.username as string,
    name: str(u.name) ?? "",
    bio: str(u.description) ?? "",
    location: str(u.location) ?? "",
    url: str(u.url) ?? "",
    verified: u.verified === true,
    verifiedType: str(u.verified_type) ?? null,
    protected: u.protected === true,
    createdAt: parseDate(u.created_at),
    followersCount: num(m.followers_count) ?? 0,
    followingCount: num(m.following_count) ?? 0,
    postCount: num(m.tweet_count ?? m.post_count) ?? 0,
    listedCount: num(m.listed_count) ?? 0,
    profileImageUrl: str(u.profile_image_url) ?? "",
    pinnedPostId: str(u.pinned_tweet_id ?? u.pinned_post_id) ?? null,
  };
}

function xEntities(p: Obj): EntityRecord[] | undefined {
  if (!isObj(p.entities)) return undefined;
  const e = p.entities;
  const out: EntityRecord[] = [];
  const span = (x: Obj) => ({ start: num(x.start) ?? null, end: num(x.end) ?? null });
  for (const h of list(e.hashtags)) if (isObj(h) && str(h.tag)) out.push({ kind: "hashtag", value: str(h.tag)!.toLowerCase(), display: str(h.tag)!, ...span(h) });
  for (const c of list(e.cashtags)) if (isObj(c) && str(c.tag)) out.push({ kind: "cashtag", value: str(c.tag)!.toLowerCase(), display: str(c.tag)!, ...span(c) });
  for (const m of list(e.mentions)) if (isObj(m) && str(m.username)) out.push({ kind: "mention", value: str(m.username)!.toLowerCase(), display: str(m.username)!, ...span(m) });
  for (const u of list(e.urls)) {
    if (!isObj(u)) continue;
    const target = str(u.unwound_url) ?? str(u.expanded_url) ?? str(u.url);
    if (target) out.push({ kind: "url", value: target, display: str(u.display_url) ?? target, ...span(u) });
  }
  return out;
}

export function annotationEntities(annotations: unknown[]): EntityRecord[] {
  const out: EntityRecord[] = [];
  for (const a of annotations) {
    if (!isObj(a) || !isObj(a.domain) || !isObj(a.entity)) continue;
    const d = str(a.domain.id);
    const e = str(a.entity.id);
    if (d && e) out.push({ kind: "annotation", value: `${d}.${e}`, display: str(a.entity.name) ?? e, start: null, end: null });
  }
  return out;
}

export function toPost(p: Obj): PostRecord {
  const m = isObj(p.public_metrics) ? p.public_metrics : {};
  const refs = list(p.referenced_tweets ?? p.referenced_posts).filter(isObj);
  const ref = (type: string) => str(refs.find((r) => r.type === type)?.id) ?? null;
  const withheld = isObj(p.withheld) ? p.withheld : {};
  const note = isObj(p.note_tweet) ? p.note_tweet : isObj(p.note_post) ? p.note_post : {};
  const annotations = list(p.context_annotations);
  const entities = xEntities(p);
  const lang = str(p.lang);
  return {
    id: p.id as string,
    authorId: str(p.author_id) ?? null,
    text: unescapeXText(str(note.text) ?? (p.text as string)),
    createdAt: parseDate(p.created_at),
    lang: lang && lang !== "und" && lang !== "zxx" && lang !== "qme" ? lang : null,
    conversationId: str(p.conversation_id) ?? null,
    inReplyToUserId: str(p.in_reply_to_user_id) ?? null,
    repliedToId: ref("replied_to"),
    quotedId: ref("quoted"),
    repostedId: ref("retweeted") ?? ref("reposted"),
    likeCount: num(m.like_count) ?? 0,
    repostCount: num(m.retweet_count ?? m.repost_count) ?? 0,
    replyCount: num(m.reply_count) ?? 0,
    quoteCount: num(m.quote_count) ?? 0,
    impressionCount: num(m.impression_count) ?? null,
    bookmarkCount: num(m.bookmark_count) ?? null,
    editHistoryIds: list(p.edit_history_tweet_ids ?? p.edit_history_post_ids).map(String),
    withheldCountries: list(withheld.country_codes).map(String),
    withheldCopyright: withheld.copyright === true,
    possiblySensitive: p.possibly_sensitive === true,
    contextAnnotations: annotations.length ? annotations : null,
    entities,
  };
}

// Every line of one twarc2 file names the same request URL: parse it once.
let lastUrl: unknown;
let lastQuery = { query: "", granularity: "day" };

function queryOf(url: unknown): { query: string; granularity: string } {
  if (url !== lastUrl) {
    lastQuery = parseQuery(url);
    lastUrl = url;
  }
  return lastQuery;
}

function parseQuery(url: unknown): { query: string; granularity: string } {
  try {
    const u = new URL(String(url));
    return { query: u.searchParams.get("query") ?? "", granularity: u.searchParams.get("granularity") ?? "day" };
  } catch {
    return { query: "", granularity: "day" };
  }
}

export function toCountBucket(b: Obj, query: string, granularity: string): CountBucketRecord {
  return {
    query,
    granularity,
    start: parseDate(b.start)!,
    end: parseDate(b.end)!,
    postCount: num(b.tweet_count ?? b.post_count) ?? 0,
  };
}

/**
 * A post object, with the nested objects a flattened (twarc2 `flatten`) file carries:
 * author, in_reply_to_user, full referenced posts and mentioned users.
 */
function postRecords(p: Obj, out: CorpusRecord[]): void {
  out.push({ type: "post", post: toPost(p) });
  for (const key of ["author", "in_reply_to_user"]) {
    const u = p[key];
    if (isObj(u) && isXUser(u)) out.push({ type: "account", account: toAccount(u) });
  }
  for (const r of list(p.referenced_tweets ?? p.referenced_posts)) if (isObj(r) && isXPost(r)) postRecords(r, out);
  const mentions = isObj(p.entities) ? list(p.entities.mentions) : [];
  for (const m of mentions) if (isObj(m) && isXUser(m) && typeof m.name === "string") out.push({ type: "account", account: toAccount(m) });
}

export interface EnvelopeResult {
  records: CorpusRecord[];
  /** Objects the corpus does not keep (lists, unknown shapes), described for the report. */
  skipped: string[];
  /** Problem objects the API returned beside the data (partial errors). */
  apiErrors: string[];
}

/** One line of a twarc2 file or one API response body. */
export function parseXObject(o: Obj): EnvelopeResult {
  const records: CorpusRecord[] = [];
  const skipped: string[] = [];
  const apiErrors: string[] = [];
  const describe = (item: unknown) => {
    if (isObj(item) && typeof item.owner_id === "string") return "a list object is not part of the corpus";
    return "an object that is neither a post, a user nor a count bucket";
  };
  const take = (item: unknown, query: { query: string; granularity: string }) => {
    if (!isObj(item)) return skipped.push(describe(item));
    if (isXPost(item)) return postRecords(item, records);
    if (isXUser(item)) return records.push({ type: "account", account: toAccount(item) });
    if (isXCountBucket(item)) {
      if (!parseDate(item.start) || !parseDate(item.end)) return skipped.push("a count bucket with an invalid start or end");
      return records.push({ type: "count", bucket: toCountBucket(item, query.query, query.granularity) });
    }
    skipped.push(describe(item));
  };

  if ("data" in o || "includes" in o || "errors" in o) {
    const twarc = isObj(o.__twarc) ? o.__twarc : {};
    const query = queryOf(twarc.url);
    const data = o.data;
    if (Array.isArray(data)) data.forEach((d) => take(d, query));
    else if (data !== undefined) take(data, query);
    const includes = isObj(o.includes) ? o.includes : {};
    for (const u of list(includes.users)) if (isObj(u) && isXUser(u)) records.push({ type: "account", account: toAccount(u) });
    for (const t of list(includes.tweets ?? includes.posts)) if (isObj(t) && isXPost(t)) records.push({ type: "post", post: toPost(t) });
    for (const e of list(o.errors)) {
      if (isObj(e)) apiErrors.push(str(e.detail) ?? str(e.message) ?? str(e.title) ?? "unknown error");
    }
    return { records, skipped, apiErrors };
  }
  if (typeof o.action === "string" && typeof o.id === "string") {
    if (o.action === "delete") records.push({ type: "delete", id: o.id });
    else skipped.push(`a compliance event with action "${o.action}"`);
    return { records, skipped, apiErrors };
  }
  take(o, { query: "", granularity: "day" });
  return { records, skipped, apiErrors };
}
