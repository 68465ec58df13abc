import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { config } from "@/lib/server/config";
import { AppError } from "@/lib/server/http/app-error";

export interface SampledAudience {
  subject: { id: string; handle: string; name: string };
  /** Followers in the corpus. */
  population: number;
  /** A uniform seeded sample of them (all of them when there are no more than the cap). */
  sample: string[];
}

/** A handle's account and a seeded sample of its followers in the corpus (the analyses' sample cap and seed). */
export async function sampledAudience(database: Database, handle: string): Promise<SampledAudience> {
  const [subject] = await queryRows<SampledAudience["subject"]>(
    database,
    sql`select id, handle, name from corpus_accounts where lower(handle) = ${handle.toLowerCase()} order by followers_count desc limit 1`,
  );
  if (!subject) throw new AppError("not_found", `No account @${handle} in the corpus.`);
  const c = config();
  const rows = await queryRows<{ id: string; n: number }>(
    database,
    sql`select follower_id as id, count(*) over ()::int as n from corpus_follows where followee_id = ${subject.id}
        order by hashtext(${String(c.ANALYSIS_SAMPLE_SEED)} || ':' || follower_id), follower_id limit ${c.ANALYSIS_SAMPLE_CAP}`,
  );
  return { subject, population: rows[0]?.n ?? 0, sample: rows.map((r) => r.id) };
}

export const textArray = (ids: string[]) => sql`${sql.param(ids)}::text[]`;
