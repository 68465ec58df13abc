import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";

/**
 * Counts the app's ways into its database, at the drivers' lowest common door: PGlite's one call
 * into the engine (every query, exec, transaction and COPY passes through it), and a pg pool's
 * checkouts (a pool query, a transaction and a COPY each take a connection through pool.connect;
 * its clients' own query methods are wrapped per connection, out of reach). A request that made none
 * cannot have written a row, so the write check may skip its own queries for it.
 */
const hooked = Symbol.for("murmur.test.statement-counter");
let statements = 0;

type Hookable = Record<string, unknown> & { [hooked]?: true };

function hook(target: Hookable, method: string): void {
  if (target[hooked]) return;
  const original = target[method] as (...args: unknown[]) => unknown;
  target[method] = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
  target[hooked] = true;
}

/** Starts counting the statements sent to `db` (PGlite) or the connections taken from its pool (PostgreSQL); returns a reader of the count. */
export async function countStatements(db: Database): Promise<() => number> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) hook(client as unknown as Hookable, "execProtocolRawSync");
  else hook(client as Hookable, "connect");
  // The count must see the app's own queries, or a skipped check would hide a write: prove it does.
  const before = statements;
  await db.execute(sql`select 1`);
  if (statements === before) throw new Error("the statement counter does not see the app's queries: the write check cannot rely on it");
  return () => statements;
}
