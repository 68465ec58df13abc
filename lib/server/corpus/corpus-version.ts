import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "./query-rows";

type Executor = Pick<Database, "execute">;

/** Bump the corpus version (analysis caches key on it); returns the new version. */
export async function bumpCorpusVersion(db: Executor): Promise<number> {
  const r = await queryRows<{ version: number | string }>(
    db,
    sql`insert into corpus_state (id, version, updated_at) values (1, 1, now())
        on conflict (id) do update set version = corpus_state.version + 1, updated_at = now() returning version`,
  );
  return Number(r[0].version);
}

export async function corpusVersion(db: Executor): Promise<number> {
  const r = await queryRows<{ version: number | string }>(db, sql`select version from corpus_state where id = 1`);
  return r.length ? Number(r[0].version) : 0;
}
