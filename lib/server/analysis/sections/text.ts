import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { round } from "@/lib/domain/analysis/statistics";
import { accountNumbers } from "@/lib/domain/analysis/account-index/account-index";
import { bioWordsAndPairs, ownPostTerms } from "@/lib/domain/analysis/account-index/account-terms";
import { byCodePoint, rankWordsAndPairs, type RankedTerm } from "@/lib/domain/analysis/words-and-pairs";
import { detailFrame, detailShare, indexOf, rows, type SectionContext } from "./context";

type Ranked = { kind: string; label: string; count: number; rank: number };
export type TermRows = { base: number; unit: "posts"; sampled?: boolean; population?: number; rows: { label: string; count: number; share: number }[] };

/** Post sections over the detail sample's accounts: how many accounts of how many, when they are a sample. */
function accountSample(ctx: SectionContext) {
  const frame = detailFrame(ctx);
  return frame.sampled ? { sampled: true, sampled_accounts: ctx.detail.ids.length, population_accounts: frame.population } : {};
}

/** Ranked rows of one kind; `population` above `base` means the posts were sampled. */
function termRows(found: Ranked[], kind: string, base: number, population = base): TermRows {
  const picked = found.filter((r) => r.kind === kind).sort((a, b) => a.rank - b.rank);
  return {
    base,
    unit: "posts",
    ...(population > base ? { sampled: true, population } : {}),
    rows: picked.map((r) => ({ label: r.label, count: r.count, share: base ? round((100 * r.count) / base) : 0 })),
  };
}

/** Ranked words and pairs as rows of kind "word" and "pair". */
const asKinds = (r: { words: RankedTerm[]; pairs: RankedTerm[] }): Ranked[] => [
  ...r.words.map((w) => ({ kind: "word", ...w })),
  ...r.pairs.map((p) => ({ kind: "pair", ...p })),
];

type PostSet = { ids: string[]; population: number };

/**
 * A set of posts, read once per report under `key`: every post up to the detail cap, above it a
 * uniform seeded sample of that many posts (as audiences are sampled), with how many there were in all.
 */
function postSet(ctx: SectionContext, key: string, query: SQL): Promise<PostSet> {
  return ctx.once(`posts:${key}`, async () => {
    const found = await rows<{ id: string; n: number }>(
      ctx.db,
      sql`select id, count(*) over ()::int as n from (${query}) s order by hashtext(${String(ctx.sample.seed)} || ':' || id), id limit ${ctx.sample.detailCap}`,
    );
    return { ids: found.map((r) => r.id), population: found[0]?.n ?? 0 };
  });
}

export const subjectPosts = (ctx: SectionContext) => postSet(ctx, "subject", sql`select id from corpus_posts where author_id = ${ctx.audience.subject!.id}`);
/** Posts the detail sample's accounts liked, reposted, replied to or quoted. */
export const postsEngagedByAudience = (ctx: SectionContext) =>
  postSet(
    ctx,
    "engaged",
    sql`select post_id as id from corpus_engagements where account_id = any(${ctx.detail.sql})
        union select coalesce(reposted_id, quoted_id, replied_to_id) from corpus_posts
        where author_id = any(${ctx.detail.sql}) and coalesce(reposted_id, quoted_id, replied_to_id) is not null`,
  );

/**
 * Hashtags and emoji (by posts using them), keywords, and pairs of the set's 40 most used keywords
 * occurring in the same post ("a + b", a < b), each ranked, for one set of posts: two queries.
 */
function postSetTerms(ctx: SectionContext, key: string, set: Promise<PostSet>) {
  return ctx.once(`terms:${key}`, async () => {
    const { ids: list, population } = await set;
    const arr = sql`${sql.param(list)}::text[]`;
    const [entities, keywordRows] = await Promise.all([
      rows<Ranked>(
        ctx.db,
        sql`select kind, label, count, rank from (
              select e.kind, e.value as label, count(distinct e.post_id)::int as count,
                     row_number() over (partition by e.kind order by count(distinct e.post_id) desc, e.value)::int as rank
              from corpus_post_entities e where e.kind in ('hashtag', 'emoji') and e.post_id = any(${arr}) group by 1, 2) g
            where rank <= ${ctx.limit}`,
      ),
      rows<{ keywords: string[] | null }>(ctx.db, sql`select keywords from corpus_posts where id = any(${arr})`),
    ]);
    const words = rankWordsAndPairs(keywordRows.map((r) => r.keywords ?? []), { label: (w: string) => w, compare: byCodePoint, limit: ctx.limit });
    return { base: list.length, population, found: [...entities, ...asKinds(words)] };
  });
}

/** Entities (hashtag, emoji) by the number of posts of the set using them. */
export async function entities(ctx: SectionContext, key: string, set: Promise<PostSet>, kind: "hashtag" | "emoji") {
  const t = await postSetTerms(ctx, key, set);
  return { ...termRows(t.found, kind, t.base, t.population), ...(key === "engaged" ? accountSample(ctx) : {}) };
}

/** Extracted keywords by the number of posts of the set using them. */
export async function keywords(ctx: SectionContext, key: string, set: Promise<PostSet>) {
  const t = await postSetTerms(ctx, key, set);
  return { ...termRows(t.found, "word", t.base, t.population), ...(key === "engaged" ? accountSample(ctx) : {}) };
}

/** Pairs of the set's 40 most used keywords occurring in the same post. */
export async function keywordCombinations(ctx: SectionContext, key: string, set: Promise<PostSet>) {
  const t = await postSetTerms(ctx, key, set);
  return { ...termRows(t.found, "pair", t.base, t.population), ...(key === "engaged" ? accountSample(ctx) : {}) };
}

/**
 * Hashtags, topics (annotations) and keywords of the detail sample's own posts, from the account
 * index (the counts each account's posts contribute, summed).
 */
function audienceTerms(ctx: SectionContext) {
  return ctx.once("audience-terms", async () => {
    const index = await indexOf(ctx);
    const { base, ranked } = ownPostTerms(index, accountNumbers(index, ctx.detail.ids), ctx.limit);
    return { base, found: ranked as Ranked[] };
  });
}

/**
 * Hashtags, topics or keywords of the audience's own posts. Base: the posts of the analysed
 * accounts; when those accounts are a sample, `sampled_accounts` of `population_accounts`.
 */
export async function audiencePostTerms(ctx: SectionContext, kind: "hashtag" | "annotation" | "word") {
  const t = await audienceTerms(ctx);
  return { ...termRows(t.found, kind, t.base), ...accountSample(ctx) };
}

/** Bio words of the detail sample's accounts and pairs of the 40 most used in the same bio, each ranked. */
function bioTerms(ctx: SectionContext) {
  return ctx.once("bio-terms", async () => {
    const index = await indexOf(ctx);
    return asKinds(bioWordsAndPairs(index, accountNumbers(index, ctx.detail.ids), ctx.limit));
  });
}

async function accountCounted(ctx: SectionContext, kind: "word" | "pair") {
  const top = (await bioTerms(ctx)).filter((r) => r.kind === kind).sort((a, b) => a.rank - b.rank);
  return { base: ctx.detail.ids.length, unit: "accounts", ...detailFrame(ctx), rows: top.map((r) => ({ label: r.label, count: r.count, ...detailShare(ctx, r.count) })) };
}

/** Words the analysed accounts use in their bios: how the audience describes itself. */
export const audienceSelfView = (ctx: SectionContext) => accountCounted(ctx, "word");
export const audienceSelfViewCombinations = (ctx: SectionContext) => accountCounted(ctx, "pair");

/**
 * Search-demand proxy for the audience's keywords: how many corpus posts (and distinct authors)
 * use each of them in all, and in the 30 days before the corpus's latest post.
 */
/**
 * Search-demand proxy for the audience's keywords: how many corpus posts (and distinct authors)
 * use each of them in all, and in the 30 days before the corpus's latest post (derived table).
 */
export async function seo(ctx: SectionContext) {
  const top = await audiencePostTerms(ctx, "word");
  const labels = top.rows.slice(0, 10).map((r) => r.label);
  if (!labels.length) return { method: "corpus post volume as a search-demand proxy", rows: [] };
  const demand = await rows<{ label: string; posts: number; authors: number; posts_30d: number }>(
    ctx.db,
    sql`select keyword as label, posts, authors, posts_30d from corpus_keyword_demand where keyword = any(${sql.param(labels)}::text[])`,
  );
  const byLabel = new Map(demand.map((d) => [d.label, d]));
  return {
    method: "corpus post volume as a search-demand proxy",
    rows: labels.map((l) => ({ keyword: l, audience_posts: top.rows.find((r) => r.label === l)!.count, posts: byLabel.get(l)?.posts ?? 0, authors: byLabel.get(l)?.authors ?? 0, posts_30d: byLabel.get(l)?.posts_30d ?? 0 })),
  };
}

const POST_COLUMNS = ["id", "text", "created_at", "lang", "like_count", "repost_count", "reply_count", "quote_count", "impression_count", "sentiment_label"] as const;
const POST = sql.raw(`${POST_COLUMNS.map((c) => `p.${c}`).join(", ")}, a.handle as author_handle, a.name as author_name`);
const orderColumn = (order: string) => (["like_count", "repost_count", "reply_count", "created_at"].includes(order) ? order : "like_count");

type PostRow = Record<string, unknown>;

/**
 * The analysed posts (conversation and post queries) read once: the top `limit` by `order`, and
 * how many carry each sentiment label (one pass over the posts for both sections).
 */
export function analysedPostFacts(ctx: SectionContext, order: string) {
  return ctx.once(`analysed-posts:${order}`, async () => {
    const column = sql.raw(orderColumn(order));
    const found = await rows<PostRow & { kind: "post" | "sentiment"; rk: number; n: number }>(
      ctx.db,
      sql`with p as materialized (select ${sql.raw(POST_COLUMNS.join(", "))}, author_id from corpus_posts where id = any(${ctx.postIds})),
          t as (select *, row_number() over (order by ${column} desc nulls last, id)::int as rk from p order by ${column} desc nulls last, id limit ${ctx.limit})
          select 'post' as kind, ${POST}, p.rk, 0 as n from t p left join corpus_accounts a on a.id = p.author_id
          union all
          select 'sentiment', ${sql.raw(POST_COLUMNS.map((c) => (c === "sentiment_label" ? "sentiment_label" : `null as ${c}`)).join(", "))}, null, null, 0, count(*)::int
          from p where sentiment_label in ('positive', 'neutral', 'negative') group by sentiment_label`,
    );
    const top = found.filter((r) => r.kind === "post").sort((a, b) => a.rk - b.rk).map(({ kind: _k, rk: _r, n: _n, ...post }) => post);
    const sentiment = found.filter((r) => r.kind === "sentiment").map((r) => ({ label: r.sentiment_label as "positive" | "neutral" | "negative", count: r.n }));
    return { top, sentiment };
  });
}

/** Posts of the subject or of the analysed posts, most liked first (or by another count / recency). */
export async function topPosts(ctx: SectionContext, set: "subject" | "analysed", order: string = "like_count") {
  if (set === "analysed") return { order, rows: (await analysedPostFacts(ctx, order)).top };
  // A subject's own posts are ranked in full, never from a sample.
  const column = sql.raw(`p.${orderColumn(order)}`);
  const top = await rows(ctx.db, sql`select ${POST} from corpus_posts p left join corpus_accounts a on a.id = p.author_id
    where p.author_id = ${ctx.audience.subject!.id} order by ${column} desc nulls last, p.id limit ${ctx.limit}`);
  return { order, rows: top };
}
