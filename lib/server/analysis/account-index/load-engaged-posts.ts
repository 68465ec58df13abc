import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { labelOrder, type EngagedPosts } from "@/lib/domain/analysis/account-index/engaged-posts";
import { packBinaryLists } from "./int-array-binary";
import { rankByNumber, rankOf, renumber } from "./renumber";

type Executor = Pick<Database, "execute">;

/** The derived engaged posts (lib/server/corpus/derived/engaged-posts.ts), read inside the account index's snapshot; null when none were built. */
export async function loadEngagedPosts(tx: Executor): Promise<EngagedPosts | null> {
  const accounts = await queryRows<{ id: string; seed: number; posts: Uint8Array }>(tx, sql`select account_id as id, seed, array_send(post_nos) as posts from corpus_account_engaged`);
  if (!accounts.length) return null;
  const seed = String(accounts[0].seed);
  const terms = await queryRows<{ code: number; rank: number; kind: string; term: string }>(
    tx,
    sql`select code, (row_number() over (order by kind, term) - 1)::int as rank, kind, term from corpus_engaged_terms order by kind, term`,
  );
  // Ranked in sampling order (hash rank, then id), as a rebuild numbers them.
  const posts = await queryRows<{ no: number; rank: number; entities: Uint8Array; keywords: Uint8Array }>(
    tx,
    sql`select no, (row_number() over (order by hashtext(${seed} || ':' || post_id), post_id) - 1)::int as rank,
          array_send(entity_codes) as entities, array_send(keyword_codes) as keywords from corpus_engaged_posts`,
  );
  const postRank = rankByNumber(posts);
  const termRank = rankByNumber(terms.map((t) => ({ no: t.code, rank: t.rank })));
  const entities = packBinaryLists(posts.length, posts.map((p) => ({ no: rankOf(postRank, p.no), bytes: p.entities })));
  const keywords = packBinaryLists(posts.length, posts.map((p) => ({ no: rankOf(postRank, p.no), bytes: p.keywords })));
  renumber(entities.values, termRank);
  renumber(keywords.values, termRank);
  const byAccount = new Map<string, Int32Array>();
  for (const a of accounts) {
    const list = renumber(packBinaryLists(1, [{ no: 0, bytes: a.posts }]).values, postRank);
    byAccount.set(a.id, postRank ? list.sort() : list);
  }
  const engaged: EngagedPosts = {
    seed: accounts[0].seed,
    byAccount,
    termKinds: terms.map((t) => t.kind),
    termLabels: terms.map((t) => t.term),
    entityStart: entities.start,
    entityCodes: entities.values,
    keywordStart: keywords.start,
    keywordCodes: keywords.values,
  };
  labelOrder(engaged);
  return engaged;
}
