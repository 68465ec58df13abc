import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { distribution, marginOfError, round, type Distribution } from "@/lib/domain/analysis/statistics";
import { numbersWithPrefix, type AccountIndex } from "@/lib/domain/analysis/account-index/account-index";
import type { Audience } from "../audience";
import { accountIndex } from "../account-index/load-account-index";
import type { TeamModel } from "@/lib/server/sentiment/team-model";

export interface SectionContext {
  db: Database;
  audience: Audience;
  /** The analysed post ids (conversation and post queries) as one SQL array parameter. */
  postIds: SQL;
  limit: number;
  /**
   * The costlier sections' accounts: the first `detailCap` ids of the sample. The sample is in seeded
   * hash order, so its prefix is itself a uniform seeded sample of the audience.
   */
  detail: { ids: string[]; sql: SQL };
  /** Most accounts the sample holds; most accounts and posts the costlier sections read; the sampling seed. */
  sample: { cap: number; seed: number; detailCap: number };
  /** Work several sections share (one query feeding many sections), computed once per report. */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** The team's own sentiment model, which labels the analysed posts instead of the labels stored at import. */
  sentiment: TeamModel | null;
}

export function sectionContext(
  db: Database,
  audience: Audience,
  sample: { cap: number; seed: number; detailCap: number },
  limit = 20,
  sentiment: TeamModel | null = null,
): SectionContext {
  const shared = new Map<string, Promise<unknown>>();
  const detail = audience.ids.slice(0, sample.detailCap);
  return {
    db,
    audience,
    postIds: sql`${sql.param(audience.posts?.ids ?? [])}::text[]`,
    detail: { ids: detail, sql: sql`${sql.param(detail)}::text[]` },
    limit,
    sample,
    sentiment,
    once<T>(key: string, work: () => Promise<T>) {
      if (!shared.has(key)) shared.set(key, work());
      return shared.get(key) as Promise<T>;
    },
  };
}

export const rows = queryRows;

/**
 * The in-memory account index the account-level sections count over, with the analysed accounts'
 * and the detail sample's numbers in it: looked up once per report.
 */
export const indexed = (ctx: SectionContext): Promise<{ index: AccountIndex; accounts: Int32Array; detail: Int32Array }> =>
  ctx.once("account-index", async () => {
    const index = await accountIndex(ctx.db);
    // The detail sample is the first ids of the sample (sectionContext): its numbers are a prefix of theirs.
    const numbers = numbersWithPrefix(index, ctx.audience.ids, ctx.detail.ids.length);
    return { index, accounts: numbers.all, detail: numbers.prefix };
  });

/** A distribution over the analysed accounts from (label, count) rows. */
export function accountDistribution(ctx: SectionContext, counts: { label: string; count: number }[]): Distribution {
  return distribution(counts, { population: ctx.audience.population, sampled: ctx.audience.ids.length });
}

/** Marks a section computed on the detail sample: `sampled` and the audience's size, when it is a sample. */
export function detailFrame(ctx: SectionContext): { sampled?: true; population?: number } {
  return ctx.detail.ids.length < ctx.audience.population ? { sampled: true, population: ctx.audience.population } : {};
}

/** A share of the detail sample's accounts, with its 95% margin (percentage points) when they are a sample. */
export function detailShare(ctx: SectionContext, count: number): { share: number; margin?: number } {
  const n = ctx.detail.ids.length;
  const share = n ? round((100 * count) / n) : 0;
  if (n >= ctx.audience.population) return { share };
  return { share, margin: round(100 * marginOfError(n ? count / n : 0, n, ctx.audience.population)) };
}
