import "server-only";
import { sql, type SQL } from "drizzle-orm";
import stopwords from "stopwords-iso/stopwords-iso.json";
import { round } from "@/lib/domain/analysis/statistics";
import { rows, type SectionContext } from "./context";

const STOP = [...new Set([...(stopwords as Record<string, string[]>).en, "rt", "amp", "via", "https", "http"])];

/** Posts a section reads, as a subquery yielding `id`. */
export type PostSet = SQL;

export const postsBy = (authorId: string): PostSet => sql`select id from corpus_posts where author_id = ${authorId}`;
export const postsOfAudience = (ctx: SectionContext): PostSet => sql`select id from corpus_posts where author_id = any(${ctx.ids})`;
export const analysedPosts = (ctx: SectionContext): PostSet => sql`select unnest(${ctx.postIds}) as id`;
/** Posts the analysed accounts liked, reposted, replied to or quoted. */
export const postsEngagedByAudience = (ctx: SectionContext): PostSet =>
  sql`select post_id as id from corpus_engagements where account_id = any(${ctx.ids})
      union select coalesce(reposted_id, quoted_id, replied_to_id) from corpus_posts
      where author_id = any(${ctx.ids}) and coalesce(reposted_id, quoted_id, replied_to_id) is not null`;

async function counted(ctx: SectionContext, set: PostSet, labelled: SQL) {
  const [{ base }] = await rows<{ base: number }>(ctx.db, sql`select count(distinct id)::int as base from (${set}) s`);
  const top = await rows<{ label: string; count: number }>(ctx.db, labelled);
  return { base, unit: "posts", rows: top.map((r) => ({ label: r.label, count: r.count, share: base ? round((100 * r.count) / base) : 0 })) };
}

/** Entities (hashtag, emoji, annotation, mention) by the number of posts of the set using them. */
export function entities(ctx: SectionContext, set: PostSet, kind: string) {
  return counted(
    ctx,
    set,
    sql`select e.value as label, count(distinct e.post_id)::int as count from corpus_post_entities e
        where e.kind = ${kind} and e.post_id in (${set}) group by 1 order by 2 desc, 1 limit ${ctx.limit}`,
  );
}

/** Extracted keywords by the number of posts of the set using them. */
export function keywords(ctx: SectionContext, set: PostSet) {
  return counted(
    ctx,
    set,
    sql`select k as label, count(distinct p.id)::int as count from corpus_posts p, unnest(p.keywords) k
        where p.id in (${set}) group by 1 order by 2 desc, 1 limit ${ctx.limit}`,
  );
}

/** Pairs of the set's 40 most used keywords occurring in the same post ("a + b", a < b). */
export function keywordCombinations(ctx: SectionContext, set: PostSet) {
  return counted(
    ctx,
    set,
    sql`with k as (select distinct p.id, kw from corpus_posts p, unnest(p.keywords) kw where p.id in (${set})),
        top as (select kw from k group by kw order by count(*) desc, kw limit 40),
        kk as (select * from k where kw in (select kw from top))
        select a.kw || ' + ' || b.kw as label, count(*)::int as count from kk a join kk b on a.id = b.id and a.kw < b.kw
        group by 1 order by 2 desc, 1 limit ${ctx.limit}`,
  );
}

const bioWords = (ctx: SectionContext) =>
  sql`select distinct a.id, w from corpus_accounts a, unnest(tsvector_to_array(to_tsvector('simple', a.bio))) w
      where a.id = any(${ctx.ids}) and length(w) >= 3 and w !~ '^[0-9]+$' and not (w = any(${sql.param(STOP)}::text[]))`;

async function accountCounted(ctx: SectionContext, labelled: SQL) {
  const base = ctx.audience.ids.length;
  const top = await rows<{ label: string; count: number }>(ctx.db, labelled);
  return { base, unit: "accounts", rows: top.map((r) => ({ label: r.label, count: r.count, share: base ? round((100 * r.count) / base) : 0 })) };
}

/** Words the analysed accounts use in their bios: how the audience describes itself. */
export function audienceSelfView(ctx: SectionContext) {
  return accountCounted(ctx, sql`select w as label, count(*)::int as count from (${bioWords(ctx)}) t group by 1 order by 2 desc, 1 limit ${ctx.limit}`);
}

export function audienceSelfViewCombinations(ctx: SectionContext) {
  return accountCounted(
    ctx,
    sql`with k as (${bioWords(ctx)}), top as (select w from k group by w order by count(*) desc, w limit 40),
        kk as (select * from k where w in (select w from top))
        select a.w || ' + ' || b.w as label, count(*)::int as count from kk a join kk b on a.id = b.id and a.w < b.w
        group by 1 order by 2 desc, 1 limit ${ctx.limit}`,
  );
}

/**
 * Search-demand proxy for the audience's keywords: how many corpus posts (and distinct authors)
 * use each of them in all, and in the 30 days before the corpus's latest post.
 */
export async function seo(ctx: SectionContext, set: PostSet) {
  const top = await keywords(ctx, set);
  const labels = top.rows.slice(0, 10).map((r) => r.label);
  if (!labels.length) return { method: "corpus post volume as a search-demand proxy", rows: [] };
  const demand = await rows<{ label: string; posts: number; authors: number; posts_30d: number }>(
    ctx.db,
    sql`with latest as (select max(created_at) as t from corpus_posts)
        select k as label, count(*)::int as posts, count(distinct p.author_id)::int as authors,
               count(*) filter (where p.created_at > (select t from latest) - interval '30 days')::int as posts_30d
        from corpus_posts p, unnest(p.keywords) k where p.keywords && ${sql.param(labels)}::text[] and k = any(${sql.param(labels)}::text[]) group by 1`,
  );
  const byLabel = new Map(demand.map((d) => [d.label, d]));
  return {
    method: "corpus post volume as a search-demand proxy",
    rows: labels.map((l) => ({ keyword: l, audience_posts: top.rows.find((r) => r.label === l)!.count, posts: byLabel.get(l)?.posts ?? 0, authors: byLabel.get(l)?.authors ?? 0, posts_30d: byLabel.get(l)?.posts_30d ?? 0 })),
  };
}

const POST = sql.raw(`p.id, p.text, p.created_at, p.lang, p.like_count, p.repost_count, p.reply_count, p.quote_count, p.impression_count, p.sentiment_label, a.handle as author_handle, a.name as author_name`);

/** Posts of a set, most liked first (or by another count / recency). */
export async function topPosts(ctx: SectionContext, set: PostSet, order: string = "like_count") {
  const column = sql.raw(["like_count", "repost_count", "reply_count", "created_at"].includes(order) ? `p.${order}` : "p.like_count");
  const top = await rows(ctx.db, sql`select ${POST} from corpus_posts p left join corpus_accounts a on a.id = p.author_id
    where p.id in (${set}) order by ${column} desc nulls last, p.id limit ${ctx.limit}`);
  return { order, rows: top };
}
