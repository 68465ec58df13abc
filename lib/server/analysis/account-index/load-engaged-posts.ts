import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import type { EngagedPosts } from "@/lib/domain/analysis/account-index/engaged-posts";
import { packBinaryLists } from "./int-array-binary";

type Executor = Pick<Database, "execute">;

/** The derived engaged posts (lib/server/corpus/derived/engaged-posts.ts), read inside the account index's snapshot; null when none were built. */
export async function loadEngagedPosts(tx: Executor): Promise<EngagedPosts | null> {
  const terms = await queryRows<{ kind: string; term: string }>(tx, sql`select kind, term from corpus_engaged_terms order by code`);
  const posts = await queryRows<{ no: number; entities: Uint8Array; keywords: Uint8Array }>(
    tx,
    sql`select no, array_send(entity_codes) as entities, array_send(keyword_codes) as keywords from corpus_engaged_posts`,
  );
  const accounts = await queryRows<{ id: string; seed: number; posts: Uint8Array }>(tx, sql`select account_id as id, seed, array_send(post_nos) as posts from corpus_account_engaged`);
  if (!accounts.length) return null;
  const entities = packBinaryLists(posts.length, posts.map((p) => ({ no: p.no, bytes: p.entities })));
  const keywords = packBinaryLists(posts.length, posts.map((p) => ({ no: p.no, bytes: p.keywords })));
  const byAccount = new Map<string, Int32Array>();
  for (const a of accounts) byAccount.set(a.id, packBinaryLists(1, [{ no: 0, bytes: a.posts }]).values);
  return {
    seed: accounts[0].seed,
    byAccount,
    termKinds: terms.map((t) => t.kind),
    termLabels: terms.map((t) => t.term),
    entityStart: entities.start,
    entityCodes: entities.values,
    keywordStart: keywords.start,
    keywordCodes: keywords.values,
  };
}
