import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { round } from "@/lib/domain/analysis/statistics";
import { bioWordsAndPairs, ownPostTerms } from "@/lib/domain/analysis/account-index/account-terms";
import { byCodePoint, rankWordsAndPairs, type RankedTerm } from "@/lib/domain/analysis/words-and-pairs";
import { engagedTerms } from "@/lib/domain/analysis/account-index/engaged-posts";
import { detailFrame, detailShare, indexed, rows, type SectionContext } from "./context";

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

/** A set of posts: the query yielding their ids (`id`), read once per report under its key. */
type PostSet = { key: string; query: SQL };

export const subjectPosts = (ctx: SectionContext): PostSet => ({ key: "subject", query: sql`select id from corpus_posts where author_id = ${ctx.audience.subject!.id}` });
/** Posts the detail sample's accounts liked, reposted, replied to or quoted. */
export const postsEngagedByAudience = (ctx: SectionContext): PostSet => ({
  key: "engaged",
  // Joined to the unnested ids rather than `= any(...)`: planning an any() of 2,000 values costs ~10 ms.
  query: sql`select post_id as id from unnest(${ctx.detail.sql}) d(id) join corpus_engagements e on e.account_id = d.id
        union select coalesce(reposted_id, quoted_id, replied_to_id) from unnest(${ctx.detail.sql}) d(id) join corpus_posts p on p.author_id = d.id
        where coalesce(reposted_id, quoted_id, replied_to_id) is not null`,
});

/** One row of a post set's query: its sample's size and the posts in all ("set"), a ranked entity, or one sampled post's keywords. */
type TermPart = { part: "set" | "entity" | "post"; kind: string | null; label: string | null; count: number | null; rank: number | null; population: number | null; keywords: string[] | null };

/**
 * Hashtags and emoji (by posts using them), keywords, and pairs of the set's 40 most used keywords
 * occurring in the same post ("a + b", a < b), each ranked, for one set of posts, in one query: every
 * post up to the detail cap, above it a uniform seeded sample of that many posts (as audiences are
 * sampled), with how many there were in all.
 */
function postSetTerms(ctx: SectionContext, set: PostSet) {
  return ctx.once(`terms:${set.key}`, async () => {
    if (set.key === "engaged") {
      const { index } = await indexed(ctx);
      // Counted in memory when the index holds the engaged posts for this sampling seed.
      if (index.engaged?.seed === ctx.sample.seed) return engagedTerms(index.engaged, ctx.detail.ids, ctx.sample.detailCap, ctx.limit);
    }
    const found = await rows<TermPart>(
      ctx.db,
      sql`with s as materialized (
            select id, count(*) over ()::int as n from (${set.query}) q
            order by hashtext(${String(ctx.sample.seed)} || ':' || id), id limit ${ctx.sample.detailCap}),
          ranked as (
            select e.kind, e.value as label, count(distinct e.post_id)::int as count,
                   row_number() over (partition by e.kind order by count(distinct e.post_id) desc, e.value)::int as rank
            from s join corpus_post_entities e on e.post_id = s.id and e.kind in ('hashtag', 'emoji') group by 1, 2)
          select 'set' as part, null as kind, null as label, (select count(*)::int from s) as count, null::int as rank, (select max(n) from s) as population, null::text[] as keywords
          union all select 'entity', kind, label, count, rank, null, null from ranked where rank <= ${ctx.limit}
          union all select 'post', null, null, null, null, null, p.keywords from s join corpus_posts p on p.id = s.id`,
    );
    const [counted] = found.filter((r) => r.part === "set");
    const entities = found.filter((r) => r.part === "entity").map((r) => ({ kind: r.kind!, label: r.label!, count: r.count!, rank: r.rank! }));
    const keywords = found.filter((r) => r.part === "post").map((r) => r.keywords ?? []);
    const words = rankWordsAndPairs(keywords, { label: (w: string) => w, compare: byCodePoint, limit: ctx.limit });
    return { base: counted?.count ?? 0, population: counted?.population ?? 0, found: [...entities, ...asKinds(words)] };
  });
}

/** Entities (hashtag, emoji) by the number of posts of the set using them. */
export async function entities(ctx: SectionContext, set: PostSet, kind: "hashtag" | "emoji") {
  const t = await postSetTerms(ctx, set);
  return { ...termRows(t.found, kind, t.base, t.population), ...(set.key === "engaged" ? accountSample(ctx) : {}) };
}

/** Extracted keywords by the number of posts of the set using them. */
export async function keywords(ctx: SectionContext, set: PostSet) {
  const t = await postSetTerms(ctx, set);
  return { ...termRows(t.found, "word", t.base, t.population), ...(set.key === "engaged" ? accountSample(ctx) : {}) };
}

/** Pairs of the set's 40 most used keywords occurring in the same post. */
export async function keywordCombinations(ctx: SectionContext, set: PostSet) {
  const t = await postSetTerms(ctx, set);
  return { ...termRows(t.found, "pair", t.base, t.population), ...(set.key === "engaged" ? accountSample(ctx) : {}) };
}

/**
 * Hashtags, topics (annotations) and keywords of the detail sample's own posts, from the account
 * index (the counts each account's posts contribute, summed).
 */
function audienceTerms(ctx: SectionContext) {
  return ctx.once("audience-terms", async () => {
    const { index, detail } = await indexed(ctx);
    const { base, ranked } = ownPostTerms(index, detail, ctx.limit);
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
    const { index, detail } = await indexed(ctx);
    return asKinds(bioWordsAndPairs(index, detail, ctx.limit));
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
