import "server-only";
import { and, inArray, lt, eq, gte, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";

export type JobRow = typeof jobs.$inferSelect;

/**
 * Claims the next due job among `names` for `workerId`: a queued job whose time has come, or a
 * running one whose lease ran out (its process died). FOR UPDATE SKIP LOCKED lets several processes
 * claim side by side without ever taking the same row.
 */
export async function claimNextJob(db: Database, names: string[], workerId: string, leaseSeconds: number): Promise<JobRow | null> {
  if (!names.length) return null;
  const nameList = sql.join(names.map((n) => sql`${n}`), sql`, `);
  const [row] = await db
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    })
    .where(
      sql`${jobs.id} = (select id from jobs
        where name in (${nameList}) and attempts < max_attempts
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by run_at, id limit 1 for update skip locked)`,
    )
    .returning();
  return row ?? null;
}

/** Running jobs whose lease ran out with no attempt left: failed, for their onFailed to record. */
export async function failAbandonedJobs(db: Database, names: string[]): Promise<JobRow[]> {
  if (!names.length) return [];
  return db
    .update(jobs)
    .set({ status: "failed", finishedAt: sql`now()`, lockedBy: null, lastError: sql`coalesce(${jobs.lastError}, 'The process running it stopped.')` })
    .where(and(eq(jobs.status, "running"), lt(jobs.lockedUntil, sql`now()`), gte(jobs.attempts, jobs.maxAttempts), inArray(jobs.name, names)))
    .returning();
}

/** Extends a claimed job's lease; false when the job is no longer this worker's. */
export async function renewLease(db: Database, id: number, workerId: string, leaseSeconds: number, progress?: { done: number; total: number; message?: string }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      ...(progress ? { progressDone: progress.done, progressTotal: progress.total, progressMessage: progress.message ?? null } : {}),
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
