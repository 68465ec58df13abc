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
  /** Most items (accounts or posts) a section analyses, and the seed of the uniform sample above it. */
  sample: { cap: number; seed: number };
  /** Work several sections share (one query feeding many sections), computed once per report. */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
}

export function sectionContext(db: Database, audience: Audience, sample: { cap: number; seed: number }, limit = 20): SectionContext {
  const shared = new Map<string, Promise<unknown>>();
  return {
    db,
    audience,
    ids: sql`${sql.param(audience.ids)}::text[]`,
    postIds: sql`${sql.param(audience.posts?.ids ?? [])}::text[]`,
    limit,
    sample,
    once<T>(key: string, work: () => Promise<T>) {
      if (!shared.has(key)) shared.set(key, work());
      return shared.get(key) as Promise<T>;
    },
  };
}

export const rows = queryRows;

/** A distribution over the analysed accounts from (label, count) rows. */
export function accountDistribution(ctx: SectionContext, counts: { label: string; count: number }[]): Distribution {
  return distribution(counts, { population: ctx.audience.population, sampled: ctx.audience.ids.length });
}
