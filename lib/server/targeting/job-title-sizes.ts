import "server-only";
import { sql } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { config } from "@/lib/server/config";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { corpusAccountCount } from "./generation/corpus-audience";
import { sized, sizer } from "./generation/package-items";
import { estimateAudience } from "./insights/estimate-audience";

/** Accounts whose inferred job title or job category is one of the titles (case-insensitive). */
const holders = (titles: string[]) => {
  const lower = titles.map((t) => t.toLowerCase());
  return sql`select id from corpus_accounts where lower(job_title) = any(${sql.param(lower)}::text[]) or lower(job_category) = any(${sql.param(lower)}::text[])`;
};

/** job-title-size-estimator: each title's size and the size of all of them together. */
export async function jobTitleSizes(identity: Identity, titles: string[]) {
  requireUser(identity);
  const database = await db();
  const size = sizer(await corpusAccountCount(database), config().TARGETING_PLATFORM_USERS);
  const counts = new Map(
    (
      await queryRows<{ label: string; n: number }>(
        database,
        sql`select t as label, count(a.id)::int as n from unnest(${sql.param(titles.map((x) => x.toLowerCase()))}::text[]) t
            left join corpus_accounts a on lower(a.job_title) = t or lower(a.job_category) = t group by 1`,
      )
    ).map((r) => [r.label, r.n]),
  );
  return {
    job_titles: titles.map((t) => sized(t, counts.get(t.toLowerCase()) ?? 0, size)),
    total: await estimateAudience(database, holders(titles)),
  };
}
