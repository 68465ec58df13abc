import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { jobs } from "@/lib/server/db/schema";
import { exponentialBackoffMs } from "@/lib/domain/net/retry-delay";
import { JobFailure, type JobContext, type JobDefinition } from "./job";
import { describeError } from "@/lib/domain/log-redaction";
import { logJobRun } from "./job-log";
import { renewLease, type JobRow } from "./claim";

const MAX_RETRY_BACKOFF_MS = 10 * 60_000;
/** The queue's own writes outlast a database restart of a few seconds (about 6 s in all). */
const BOOKKEEPING_ATTEMPTS = 6;

async function persistently<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= BOOKKEEPING_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, exponentialBackoffMs(attempt, 200, 2_000)));
    }
  }
}

export interface RunOptions {
  workerId: string;
  leaseSeconds: number;
}

/**
 * Runs one claimed job to its outcome: done (with its result), back to the queue after a backoff
 * (attempts left), or failed (a JobFailure, or the last attempt). Every outcome is written only while
 * the job is still this worker's, and logged as one line.
 */
export async function runClaimedJob(db: Database, definition: JobDefinition, row: JobRow, o: RunOptions): Promise<void> {
  const started = performance.now();
  const mine = and(eq(jobs.id, row.id), eq(jobs.lockedBy, o.workerId), eq(jobs.status, "running"));
  const heartbeat = setInterval(() => renewLease(db, row.id, o.workerId, o.leaseSeconds).catch(() => undefined), (o.leaseSeconds * 1000) / 3);
  heartbeat.unref();
  const ctx: JobContext = {
    jobId: row.id,
    attempt: row.attempts,
    db,
    progress: async (done, total, message) => {
      await renewLease(db, row.id, o.workerId, o.leaseSeconds, { done, total, message: message?.slice(0, 500) });
    },
  };
  const line = { job_id: row.id, name: row.name, attempt: row.attempts };
  const elapsed = () => Math.round(performance.now() - started);
  try {
    let result: unknown;
    try {
      result = await definition.run(row.payload, ctx);
    } catch (error) {
      clearInterval(heartbeat);
      const message = describeError(error);
      const final = error instanceof JobFailure || row.attempts >= row.maxAttempts;
      if (final) {
        const failed = await persistently(() =>
          db.update(jobs).set({ status: "failed", lastError: message, finishedAt: sql`now()`, lockedBy: null }).where(mine).returning({ id: jobs.id }),
        );
        if (failed.length && definition.onFailed) await persistently(() => definition.onFailed!(row.payload, message, db));
        logJobRun({ ...line, outcome: failed.length ? "failed" : "lost", duration_ms: elapsed(), error: message });
        return;
      }
      const delay = exponentialBackoffMs(row.attempts, definition.retryBaseMs ?? 2_000, MAX_RETRY_BACKOFF_MS);
      const requeued = await persistently(() =>
        db
          .update(jobs)
          .set({ status: "queued", lastError: message, lockedBy: null, lockedUntil: null, runAt: sql`now() + make_interval(secs => ${delay / 1000})` })
          .where(mine)
          .returning({ id: jobs.id }),
      );
      logJobRun({ ...line, outcome: requeued.length ? "retry" : "lost", duration_ms: elapsed(), error: message, retry_in_ms: delay });
      return;
    }
    clearInterval(heartbeat);
    const done = await persistently(() =>
      db
        .update(jobs)
        .set({ status: "done", result: (result ?? null) as unknown, lastError: null, finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
        .where(mine)
        .returning({ id: jobs.id }),
    );
    logJobRun({ ...line, outcome: done.length ? "done" : "lost", duration_ms: elapsed() });
  } finally {
    clearInterval(heartbeat);
  }
}
