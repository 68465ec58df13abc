import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

type Executor = Pick<Database, "execute">;

/**
 * The temporary tables (one `id` column each, dropped at commit) an incremental refresh works from,
 * read from the changes logged for versions in (from, to]:
 * - inc_posts: new posts; inc_seen_posts: posts written again (content unchanged, counts may move);
 * - inc_follows (follower_id, followee_id): new follows; inc_seen_followees: followees of follows seen again;
 * - inc_accounts: profiles written;
 * - inc_digest_ids: accounts whose digest changes (authors of new posts, followees of new follows);
 * - inc_fact_ids: ids whose account facts change or appear (those, profiles written, new followers).
 */
export async function collectTouched(tx: Executor, from: number, to: number): Promise<void> {
  const logged = (kind: string) => sql`select distinct id from corpus_changes where version > ${from} and version <= ${to} and kind = ${kind}`;
  const table = (name: string, query: ReturnType<typeof sql>) => tx.execute(sql`create temp table ${sql.raw(name)} on commit drop as ${query}`);
  await table("inc_posts", sql`select l.id from (${logged("post")}) l join corpus_posts p on p.id = l.id`);
  await table("inc_seen_posts", sql`select id from (${logged("post_seen")}) l where not exists (select 1 from inc_posts n where n.id = l.id)`);
  await table("inc_accounts", logged("account"));
  await table("inc_follows", sql`select distinct id as follower_id, other_id as followee_id from corpus_changes where version > ${from} and version <= ${to} and kind = 'follow'`);
  await table("inc_seen_followees", sql`select distinct other_id as id from corpus_changes where version > ${from} and version <= ${to} and kind = 'follow_seen'`);
  await table(
    "inc_digest_ids",
    sql`select p.author_id as id from corpus_posts p join inc_posts n on n.id = p.id where p.author_id is not null union select followee_id from inc_follows`,
  );
  await table("inc_fact_ids", sql`select id from inc_digest_ids union select id from inc_accounts union select follower_id from inc_follows`);
  for (const name of ["inc_posts", "inc_seen_posts", "inc_accounts", "inc_digest_ids", "inc_fact_ids"]) await tx.execute(sql.raw(`analyze ${name}`));
}
