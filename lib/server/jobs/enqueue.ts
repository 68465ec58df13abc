import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db as appDb } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import type { JobDefinition } from "./job";
import { nudgeJobWorker } from "./worker-signal";

export interface EnqueueOptions {
  /** The user who started it: they, and members of ownerTeamId, may read its status. */
  ownerUserId?: string | null;
  ownerTeamId?: string | null;
  /** While a job with this key is queued or running, enqueueing again returns that job instead of a new one. */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /**
   * The database or transaction (default: the app's). With one given, no app worker is started for
   * it: in a transaction, call nudgeJobWorker() after the commit; elsewhere run your own JobWorker.
   */
  db?: Database;
}

export interface Enqueued {
  id: number;
  /** False when a pending job with the same dedupe key was returned instead. */
  created: boolean;
}

/** Adds a job to the queue (durably: it is a row) and wakes this process's workers. */
export async function enqueueJob<P>(definition: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<Enqueued> {
  const database = options.db ?? (await appDb());
  const values = {
    name: definition.name,
    payload: payload as unknown,
    ownerUserId: options.ownerUserId ?? null,
    ownerTeamId: options.ownerTeamId ?? null,
    dedupeKey: options.dedupeKey ?? null,
    maxAttempts: definition.maxAttempts ?? 5,
    ...(options.runAt ? { runAt: options.runAt } : {}),
  };
  const [row] = await database
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`status in ('queued', 'running')` })
    .returning({ id: jobs.id });
  if (row) {
    nudgeJobWorker(!options.db);
    return { id: row.id, created: true };
  }
  const [pending] = await database
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, options.dedupeKey!), inArray(jobs.status, ["queued", "running"])));
  // The pending job finished between the insert and this read: enqueue again.
  if (!pending) return enqueueJob(definition, payload, options);
  return { id: pending.id, created: false };
}
