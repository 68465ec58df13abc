import "server-only";
import { sql } from "drizzle-orm";
import { COMMUNITY_METHOD, communitiesForInterest } from "@/lib/domain/analysis/communities";
import { marginOfError, round } from "@/lib/domain/analysis/statistics";
import { accountDistribution, rows, type SectionContext } from "./context";

/** Distribution of one inferred account column over the analysed accounts (nulls count against coverage). */
function byColumn(ctx: SectionContext, column: string) {
  const col = sql.raw(`a.${column}`);
  return accountDistribution(
    ctx,
    sql`select ${col} as label, count(*)::int as count from corpus_accounts a where a.id = any(${ctx.ids}) and ${col} is not null and ${col} <> '' group by 1`,
  );
}

export const countries = (ctx: SectionContext) => byColumn(ctx, "country");
export const cities = (ctx: SectionContext) => byColumn(ctx, "city");
export const genders = (ctx: SectionContext) => byColumn(ctx, "gender");
export const ageGroups = (ctx: SectionContext) => byColumn(ctx, "age_group");
export const jobTitles = (ctx: SectionContext) => byColumn(ctx, "job_category");

/** Each account's most used post language (ties: alphabetical). Base: accounts with posts. */
export function languages(ctx: SectionContext) {
  return accountDistribution(
    ctx,
    sql`select label, count(*)::int as count from (
          select distinct on (p.author_id) p.author_id, p.lang as label from corpus_posts p
          where p.author_id = any(${ctx.ids}) and p.lang is not null and p.lang <> 'und'
          group by p.author_id, p.lang order by p.author_id, count(*) desc, p.lang) t group by 1`,
  );
}

/**
 * Interests are multi-label: each row is the share of accounts with a known interest that have it,
 * so rows do not add up to 100.
 */
export async function interests(ctx: SectionContext) {
  const [{ base }] = await rows<{ base: number }>(ctx.db, sql`select count(*)::int as base from corpus_accounts where id = any(${ctx.ids}) and cardinality(interests) > 0`);
  const counts = await rows<{ label: string; count: number }>(
    ctx.db,
    sql`select i as label, count(*)::int as count from corpus_accounts a, unnest(a.interests) i where a.id = any(${ctx.ids}) group by 1 order by 2 desc, 1 limit ${ctx.limit}`,
  );
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
      label: c.label,
      count: c.count,
      share: base ? round((100 * c.count) / base) : 0,
      ...(sampled ? { margin: round(100 * marginOfError(c.count / base, base, Math.round((base * ctx.audience.population) / analysed))) } : {}),
    })),
  };
}

/** Communities mapped from the audience's interest categories (a mapping, labelled as such). */
export async function subreddits(ctx: SectionContext) {
  const cats = await rows<{ category: string; accounts: number }>(
    ctx.db,
    sql`select split_part(i, '/', 1) as category, count(distinct a.id)::int as accounts from corpus_accounts a, unnest(a.interests) i
        where a.id = any(${ctx.ids}) group by 1`,
  );
  const out = cats.flatMap((c) => communitiesForInterest(c.category).map((label) => ({ label, category: c.category, accounts: c.accounts })));
  return { method: COMMUNITY_METHOD, analysed: ctx.audience.ids.length, rows: out.sort((a, b) => b.accounts - a.accounts || a.label.localeCompare(b.label)) };
}
