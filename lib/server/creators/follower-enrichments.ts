import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { EnrichmentsView } from "@/lib/schemas/creators";
import type { CreatorAccount } from "./creator-accounts";

/** The corpus's inferred profile fields the followers are described by (each with its own known base). */
const FIELDS = ["gender", "age_group", "job_category"] as const;
type Field = (typeof FIELDS)[number];
const TOP = 8;

/**
 * The current followers by the corpus's inferred gender, age group and job category: for each, the
 * shares among the followers for whom it is known, that base, and its coverage of all followers.
 */
export async function followerEnrichments(db: Database, account: CreatorAccount): Promise<EnrichmentsView> {
  const rows = await queryRows<{ field: Field; value: string | null; n: number | string }>(db, sql`
    with f as (
      select a.gender, a.age_group, a.job_category from creator_follow_periods p left join corpus_accounts a on a.id = p.other_id
      where p.account_id = ${account.id} and p.kind = 'follower' and p.gone_at is null)
    ${sql.join(
      // The column names are the constants above, never input; the corpus writes "unknown" where it could not infer.
      FIELDS.map((field) => sql`select ${field}::text as field, case when ${sql.raw(field)} in ('', 'unknown') then null else ${sql.raw(field)} end as value, count(*) as n from f group by 2`),
      sql` union all `,
    )}`);
  const followers = rows.filter((r) => r.field === "gender").reduce((sum, r) => sum + Number(r.n), 0);
  const fields = FIELDS.map((field) => {
    const known = rows.filter((r) => r.field === field && r.value !== null);
    const base = known.reduce((sum, r) => sum + Number(r.n), 0);
    const values = known
      .map((r) => ({ value: r.value!, followers: Number(r.n), share: base ? Number(r.n) / base : 0 }))
      .sort((a, b) => b.followers - a.followers || a.value.localeCompare(b.value))
      .slice(0, TOP);
    return { field, base, coverage: followers ? base / followers : 0, values };
  });
  return { followers, fields };
}
