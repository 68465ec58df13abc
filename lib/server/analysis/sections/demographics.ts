import "server-only";
import { sql } from "drizzle-orm";
import { COMMUNITY_METHOD, communitiesForInterest } from "@/lib/domain/analysis/communities";
import { marginOfError, round } from "@/lib/domain/analysis/statistics";
import { accountDistribution, rows, type SectionContext } from "./context";

type Column = "country" | "city" | "gender" | "age_group" | "job_category" | "lang";
type Counts = Map<string, { label: string; count: number }[]>;
type Interest = { id: string; label: string; count: number; rank: number };
type Facts = {
  columns: [Column, string, number][];
  interests: Interest[];
  categories: { label: string; count: number }[];
  interest_base: number;
  largest: Record<string, unknown>[];
};

/**
 * Everything the account-level sections need from the analysed accounts, in one pass over their
 * narrow derived rows (one lookup per account rather than one per section): the inferred profile columns (nulls count against
 * coverage), each account's most used post language (derived digests; base: accounts with posts),
 * interest counts (top `limit`), accounts per interest category and with any interest (names and
 * categories from the interest taxonomy), and the accounts with the most followers.
 */
export function accountFacts(ctx: SectionContext): Promise<Facts> {
  return ctx.once("account-facts", async () => {
    const [facts] = await rows<{ facts: Facts }>(
      ctx.db,
      sql`with f as materialized (
            select account_id as id, has_account, country, city, gender, age_group, job_category, interests, followers_count, top_lang
            from corpus_account_facts where account_id = any(${ctx.ids})),
          a as (select * from f where has_account),
          cols as (
            select v.col, v.label, count(*)::int as n from a
              cross join lateral (values ('country', a.country), ('city', a.city), ('gender', a.gender), ('age_group', a.age_group), ('job_category', a.job_category)) v(col, label)
            where v.label is not null and v.label <> '' group by 1, 2
            union all
            select 'lang', top_lang, count(*)::int from f where top_lang is not null group by 2),
          named as (
            select a.id, x.i, coalesce(t.name, x.i) as name, coalesce(t.category, split_part(x.i, '/', 1)) as category
            from a cross join unnest(a.interests) x(i) left join targeting_interests t on t.id = x.i),
          top as (
            select i as id, name as label, count(*)::int as count, row_number() over (order by count(*) desc, name)::int as rank
            from named group by 1, 2 order by 4 limit ${ctx.limit}),
          largest as (
            select c.id, c.handle, c.name, c.followers_count, c.verified, c.profile_image_url, c.bio, c.location
            from (select id from a order by followers_count desc, id limit ${ctx.limit}) l join corpus_accounts c on c.id = l.id)
          select jsonb_build_object(
            'columns', (select coalesce(jsonb_agg(jsonb_build_array(col, label, n)), '[]') from cols),
            'interests', (select coalesce(jsonb_agg(to_jsonb(top) order by rank), '[]') from top),
            'categories', (select coalesce(jsonb_agg(jsonb_build_object('label', category, 'count', n)), '[]')
                           from (select category, count(distinct id)::int as n from named group by 1) c),
            'interest_base', (select count(distinct id)::int from named),
            'largest', (select coalesce(jsonb_agg(to_jsonb(largest) order by followers_count desc, id), '[]') from largest)) as facts`,
    );
    return facts.facts;
  });
}

async function profileColumns(ctx: SectionContext): Promise<Counts> {
  const out: Counts = new Map();
  for (const [col, label, count] of (await accountFacts(ctx)).columns) out.set(col, [...(out.get(col) ?? []), { label, count }]);
  return out;
}

const byColumn = async (ctx: SectionContext, column: Column) => accountDistribution(ctx, (await profileColumns(ctx)).get(column) ?? []);

export const countries = (ctx: SectionContext) => byColumn(ctx, "country");
export const cities = (ctx: SectionContext) => byColumn(ctx, "city");
export const genders = (ctx: SectionContext) => byColumn(ctx, "gender");
export const ageGroups = (ctx: SectionContext) => byColumn(ctx, "age_group");
export const jobTitles = (ctx: SectionContext) => byColumn(ctx, "job_category");
/** Each account's most used post language (ties: alphabetical). Base: accounts with posts. */
export const languages = (ctx: SectionContext) => byColumn(ctx, "lang");

async function interestCounts(ctx: SectionContext) {
  const f = await accountFacts(ctx);
  return { base: f.interest_base, interests: f.interests, categories: f.categories };
}

/**
 * Interests are multi-label: each row is the share of accounts with a known interest that have it,
 * so rows do not add up to 100.
 */
export async function interests(ctx: SectionContext) {
  const { base, interests: counts } = await interestCounts(ctx);
  const analysed = ctx.audience.ids.length;
  const sampled = analysed < ctx.audience.population;
  return {
    base,
    analysed,
    coverage: analysed ? base / analysed : 0,
    sampled,
    population: ctx.audience.population,
    multi_label: true,
    rows: counts.map((c) => ({
      id: c.id,
      label: c.label,
      count: c.count,
      share: base ? round((100 * c.count) / base) : 0,
      ...(sampled ? { margin: round(100 * marginOfError(c.count / base, base, Math.round((base * ctx.audience.population) / analysed))) } : {}),
    })),
  };
}

/** Communities mapped from the audience's interest categories (a mapping, labelled as such). */
export async function subreddits(ctx: SectionContext) {
  const { categories } = await interestCounts(ctx);
  const out = categories.flatMap((c) => communitiesForInterest(c.label).map((label) => ({ label, category: c.label, accounts: c.count })));
  return { method: COMMUNITY_METHOD, analysed: ctx.audience.ids.length, rows: out.sort((a, b) => b.accounts - a.accounts || a.label.localeCompare(b.label)) };
}
