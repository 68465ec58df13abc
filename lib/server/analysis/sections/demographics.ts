import "server-only";
import { sql } from "drizzle-orm";
import { COMMUNITY_METHOD, communitiesForInterest } from "@/lib/domain/analysis/communities";
import { marginOfError, round } from "@/lib/domain/analysis/statistics";
import type { CountedColumn } from "@/lib/domain/analysis/account-index/account-index";
import { accountsPerInterestGroup, countFacts } from "@/lib/domain/analysis/account-index/count-facts";
import { accountDistribution, indexed, rows, type SectionContext } from "./context";

type Counts = Map<string, { label: string; count: number }[]>;
type Interest = { id: string; label: string; count: number; rank: number };
type Facts = {
  columns: [CountedColumn, string, number][];
  interests: Interest[];
  categories: { label: string; count: number }[];
  interest_base: number;
  largest: Record<string, unknown>[];
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Everything the account-level sections need from the analysed accounts, counted in one pass over
 * the in-memory account index: the inferred profile columns (nulls count against coverage), each
 * account's most used post language (base: accounts with posts), interest counts (top `limit`, names
 * and categories from the interest taxonomy), accounts per interest category and with any interest,
 * and the accounts with the most followers (their profiles read from the corpus).
 */
export function accountFacts(ctx: SectionContext): Promise<Facts> {
  return ctx.once("account-facts", async () => {
    const { index, accounts } = await indexed(ctx);
    const counted = countFacts(index, accounts, ctx.limit);
    const largestIds = counted.largest.map((n) => index.ids[n]);
    const [taxonomy, profiles] = await Promise.all([
      rows<{ id: string; name: string; category: string }>(
        ctx.db,
        sql`select id, name, category from targeting_interests where id = any(${sql.param(counted.interests.map((i) => i.id))}::text[])`,
      ),
      rows<{ id: string }>(
        ctx.db,
        sql`select id, handle, name, followers_count, verified, profile_image_url, bio, location from corpus_accounts where id = any(${sql.param(largestIds)}::text[])`,
      ),
    ]);
    const known = new Map(taxonomy.map((t) => [t.id, t]));
    const nameOf = (id: string) => known.get(id)?.name ?? id;
    const interests = counted.interests
      .map((i) => ({ id: i.id, label: nameOf(i.id), count: i.count }))
      .sort((a, b) => b.count - a.count || byText(a.label, b.label))
      .slice(0, ctx.limit)
      .map((i, k) => ({ ...i, rank: k + 1 }));
    const categories = accountsPerInterestGroup(index, accounts, (id) => known.get(id)?.category ?? id.split("/")[0]);
    const byId = new Map(profiles.map((p) => [p.id, p]));
    return {
      columns: counted.columns,
      interests,
      categories: [...categories].map(([label, count]) => ({ label, count })),
      interest_base: counted.interestAccounts,
      largest: largestIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    };
  });
}

async function profileColumns(ctx: SectionContext): Promise<Counts> {
  const out: Counts = new Map();
  for (const [col, label, count] of (await accountFacts(ctx)).columns) out.set(col, [...(out.get(col) ?? []), { label, count }]);
  return out;
}

const byColumn = async (ctx: SectionContext, column: CountedColumn) => accountDistribution(ctx, (await profileColumns(ctx)).get(column) ?? []);

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
