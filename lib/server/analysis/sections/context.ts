import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { distribution, type Distribution } from "@/lib/domain/analysis/statistics";
import type { Audience } from "../audience";

export interface SectionContext {
  db: Database;
  audience: Audience;
  /** The analysed account ids as one SQL array parameter. */
  ids: SQL;
  /** The analysed post ids (conversation and post queries) as one SQL array parameter. */
  postIds: SQL;
  limit: number;
}

export function sectionContext(db: Database, audience: Audience, limit = 20): SectionContext {
  return {
    db,
    audience,
    ids: sql`${sql.param(audience.ids)}::text[]`,
    postIds: sql`${sql.param(audience.posts?.ids ?? [])}::text[]`,
    limit,
  };
}

export const rows = queryRows;

/** A distribution over the analysed accounts from (label, count) rows. */
export async function accountDistribution(ctx: SectionContext, query: SQL): Promise<Distribution> {
  const counts = await queryRows<{ label: string; count: number }>(ctx.db, query);
  return distribution(counts, { population: ctx.audience.population, sampled: ctx.audience.ids.length });
}

/** A distribution over the analysed posts (base: posts) from (label, count) rows. */
export async function postDistribution(ctx: SectionContext, query: SQL, analysedPosts: number, postPopulation: number): Promise<Distribution> {
  const counts = await queryRows<{ label: string; count: number }>(ctx.db, query);
  return distribution(counts, { population: postPopulation, sampled: analysedPosts });
}
