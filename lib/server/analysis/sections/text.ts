import "server-only";
import { sql, type SQL } from "drizzle-orm";
import stopwords from "stopwords-iso/stopwords-iso.json";
import { round } from "@/lib/domain/analysis/statistics";
import { detailFrame, detailShare, rows, type SectionContext } from "./context";

const STOP = [...new Set([...(stopwords as Record<string, string[]>).en, "rt", "amp", "via", "https", "http"])];

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

/**
 * Ranked words (kind "word") and ranked pairs of the 40 most used words occurring in the same unit
 * ("a + b", a < b; kind "pair") from a query yielding distinct (id, w) rows.
 */
function wordsAndPairs(ctx: SectionContext, units: SQL): SQL {
  return sql`with k as (${units}),
    ranked as (select w, count(*)::int as count, row_number() over (order by count(*) desc, w)::int as rank from k group by w),
    kk as (select k.* from k join ranked r on r.w = k.w and r.rank <= 40),
    pairs as (select a.w || ' + ' || b.w as label, count(*)::int as count from kk a join kk b on a.id = b.id and a.w < b.w group by 1),
    pr as (select label, count, row_number() over (order by count desc, label)::int as rank from pairs)
    select 'word' as kind, w as label, count, rank from ranked where rank <= ${ctx.limit}
    union all select 'pair', label, count, rank from pr where rank <= ${ctx.limit}`;
}

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
    const [entities, words] = await Promise.all([
      rows<Ranked>(
        ctx.db,
        sql`select kind, label, count, rank from (
              select e.kind, e.value as label, count(distinct e.post_id)::int as count,
                     row_number() over (partition by e.kind order by count(distinct e.post_id) desc, e.value)::int as rank
              from corpus_post_entities e where e.kind in ('hashtag', 'emoji') and e.post_id = any(${arr}) group by 1, 2) g
            where rank <= ${ctx.limit}`,
      ),
      rows<Ranked>(
        ctx.db,
        wordsAndPairs(ctx, sql`select distinct p.id, kw as w from corpus_posts p, unnest(p.keywords) kw where p.id = any(${arr})`),
      ),
    ]);
    return { base: list.length, population, found: [...entities, ...words] };
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
 * Hashtags, topics (annotations) and keywords of the detail sample's own posts, from the
 * per-account digests (the counts each account's posts contribute, summed): one query.
 */
function audienceTerms(ctx: SectionContext) {
  return ctx.once("audience-terms", async () => {
    const found = await rows<Ranked>(
      ctx.db,
      sql`with d as (select * from corpus_account_digests where account_id = any(${ctx.detail.sql})),
          t as (select 'hashtag' as kind, v, n from d, unnest(d.hashtags, d.hashtag_posts) x(v, n)
                union all select 'annotation', v, n from d, unnest(d.annotations, d.annotation_posts) x(v, n)
                union all select 'word', v, n from d, unnest(d.keywords, d.keyword_posts) x(v, n)),
          g as (select kind, v as label, sum(n)::int as count, row_number() over (partition by kind order by sum(n) desc, v)::int as rank from t group by 1, 2)
          select kind, label, count, rank from g where rank <= ${ctx.limit}
          union all select 'base', '', coalesce(sum(posts_in_corpus), 0)::int, 0 from d`,
    );
    return { base: found.find((r) => r.kind === "base")?.count ?? 0, found };
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

/** Bio words of the detail sample's accounts and pairs of the 40 most used in the same bio, each ranked: one query. */
function bioTerms(ctx: SectionContext) {
  return ctx.once("bio-terms", () =>
    rows<Ranked>(
      ctx.db,
      wordsAndPairs(
        ctx,
        sql`select distinct a.id, w from corpus_accounts a, unnest(tsvector_to_array(to_tsvector('simple', a.bio))) w
            where a.id = any(${ctx.detail.sql}) and length(w) >= 3 and w !~ '^[0-9]+$' and not (w = any(${sql.param(STOP)}::text[]))`,
      ),
    ),
  );
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
