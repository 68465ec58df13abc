import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "./query-rows";

type Executor = Pick<Database, "execute">;

/** What one import batch wrote, as the incremental refresh of the derived tables needs it (corpus_changes). */
export class BatchChanges {
  readonly posts: string[] = [];
  readonly seenPosts: string[] = [];
  readonly accounts: string[] = [];
  readonly follows: [string, string][] = [];
  readonly seenFollows: [string, string][] = [];
  /** Set when the batch did what only a full rebuild reflects (deletes, a post's content rewritten). */
  rebuild = false;
}

/** Record the batch's changes under the corpus version it committed as (inside its transaction). */
export async function logChanges(db: Executor, version: number, c: BatchChanges): Promise<void> {
  const kinds: string[] = [];
  const ids: string[] = [];
  const others: (string | null)[] = [];
  const add = (kind: string, id: string, other: string | null = null) => {
    kinds.push(kind);
    ids.push(id);
    others.push(other);
  };
  add("batch", "");
  if (c.rebuild) add("rebuild", "");
  else {
    for (const id of c.posts) add("post", id);
    for (const id of c.seenPosts) add("post_seen", id);
    for (const id of c.accounts) add("account", id);
    for (const [follower, followee] of c.follows) add("follow", follower, followee);
    for (const [follower, followee] of c.seenFollows) add("follow_seen", follower, followee);
  }
  await db.execute(sql`insert into corpus_changes (version, kind, id, other_id)
    select ${version}, k, i, o from unnest(${sql.param(kinds)}::text[], ${sql.param(ids)}::text[], ${sql.param(others)}::text[]) as u(k, i, o)`);
}

/** Whether the changes logged cover every corpus version after `from` up to `to`, none of them needing a full rebuild. */
export async function changesCover(db: Executor, from: number, to: number): Promise<boolean> {
  const [r] = await queryRows<{ batches: number; rebuilds: number }>(
    db,
    sql`select count(*) filter (where kind = 'batch')::int as batches, count(*) filter (where kind = 'rebuild')::int as rebuilds
        from corpus_changes where version > ${from} and version <= ${to} and kind in ('batch', 'rebuild')`,
  );
  return r.batches === to - from && r.rebuilds === 0;
}

/** Forget the changes the derived tables now reflect. */
export async function forgetChanges(db: Executor, upTo: number): Promise<void> {
  await db.execute(sql`delete from corpus_changes where version <= ${upTo}`);
}
