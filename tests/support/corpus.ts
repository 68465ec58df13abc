import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

export const SHARED = process.env.SHARED_DIR ?? path.resolve(process.cwd(), "../shared");
export const SAMPLES = path.join(SHARED, "data/x-api-v2/samples");
export const CORPORA = path.join(SHARED, "data/corpora");

/** Empty every corpus table (between files of one test database). */
export async function truncateCorpus(db: Database): Promise<void> {
  await db.execute(
    sql`truncate corpus_accounts, corpus_posts, corpus_post_entities, corpus_follows, corpus_engagements, corpus_follower_snapshots, corpus_count_buckets`,
  );
}

export async function countRows(db: Database, table: string): Promise<number> {
  const r = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return r.rows[0].n;
}

/** md5 of the concatenated string_agg expressions (one per table), to compare two corpora. */
export async function corpusDigest(db: Database, aggregates: SQL[]): Promise<string> {
  const r = (await db.execute(sql`select md5(${sql.join(aggregates, sql` || `)}) as d`)) as unknown as { rows: { d: string }[] };
  return r.rows[0].d;
}
