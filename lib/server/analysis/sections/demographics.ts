import "server-only";
import { sql } from "drizzle-orm";
import { COMMUNITY_METHOD, communitiesForInterest } from "@/lib/domain/analysis/communities";
import { marginOfError, round } from "@/lib/domain/analysis/statistics";
import { accountDistribution, rows, type SectionContext } from "./context";

type Column = "country" | "city" | "gender" | "age_group" | "job_category" | "lang";
type Counts = Map<string, { label: string; count: number }[]>;

/**
 * Every single-valued account distribution in one pass over the analysed accounts: the inferred
 * profile columns (nulls count against coverage) and each account's most used post language
 * (from the derived digests; base: accounts with posts).
 */
function profileColumns(ctx: SectionContext): Promise<Counts> {
  return ctx.once("profile-columns", async () => {
    const found = await rows<{ col: Column; label: string; count: number }>(
      ctx.db,
      sql`select v.col, v.label, count(*)::int as count from corpus_accounts a
            cross join lateral (values ('country', a.country), ('city', a.city), ('gender', a.gender), ('age_group', a.age_group), ('job_category', a.job_category)) v(col, label)
          where a.id = any(${ctx.ids}) and v.label is not null and v.label <> '' group by 1, 2
          union all
          select 'lang', d.top_lang, count(*)::int from corpus_account_digests d where d.account_id = any(${ctx.ids}) and d.top_lang is not null group by 2`,
    );
    const out: Counts = new Map();
    for (const r of found) out.set(r.col, [...(out.get(r.col) ?? []), { label: r.label, count: r.count }]);
    return out;
  });
}

const byColumn = async (ctx: SectionContext, column: Column) => accountDistribution(ctx, (await profileColumns(ctx)).get(column) ?? []);

export const countries = (ctx: SectionContext) => byColumn(ctx, "country");
export const cities = (ctx: SectionContext) => byColumn(ctx, "city");
export const genders = (ctx: SectionContext) => byColumn(ctx, "gender");
export const ageGroups = (ctx: SectionContext) => byColumn(ctx, "age_group");
export const jobTitles = (ctx: SectionContext) => byColumn(ctx, "job_category");
/** Each account's most used post language (ties: alphabetical). Base: accounts with posts. */
export const languages = (ctx: SectionContext) => byColumn(ctx, "lang");

/**
 * Interest counts (top `limit`), accounts per interest category, and accounts with any interest, in
 * one query. Accounts carry X interest ids; names and categories come from the interest taxonomy.
 */
function interestCounts(ctx: SectionContext) {
  return ctx.once("interests", async () => {
    const found = await rows<{ kind: "interest" | "category" | "base"; id: string; label: string; count: number; rank: number }>(
      ctx.db,
      sql`with x as (select a.id, i from corpus_accounts a, unnest(a.interests) i where a.id = any(${ctx.ids})),
          named as (select x.id, x.i, coalesce(t.name, x.i) as name, coalesce(t.category, split_part(x.i, '/', 1)) as category
                    from x left join targeting_interests t on t.id = x.i),
          top as (select i as interest, name, count(*)::int as count, row_number() over (order by count(*) desc, name)::int as rank from named group by 1, 2 order by 4 limit ${ctx.limit})
          select 'interest' as kind, interest as id, name as label, count, rank from top
          union all select 'category', '', category, count(distinct id)::int, 0 from named group by 3
          union all select 'base', '', '', count(distinct id)::int, 0 from named`,
    );
    const interests = found.filter((r) => r.kind === "interest").sort((a, b) => a.rank - b.rank);
    return { base: found.find((r) => r.kind === "base")?.count ?? 0, interests, categories: found.filter((r) => r.kind === "category") };
  });
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
