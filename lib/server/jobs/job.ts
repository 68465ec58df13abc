import "server-only";
import type { Database } from "@/lib/server/db/client";

/** What a job's run function gets besides its payload. */
export interface JobContext {
  jobId: number;
  /** 1 on the first run, 2 on the first retry ... */
  attempt: number;
  db: Database;
  /** Records progress the job's owner reads (done of total, and a short message); also renews the lease. */
  progress(done: number, total: number, message?: string): Promise<void>;
}

export interface JobDefinition<P = unknown> {
  /** Unique, dotted: "targeting.generate". Stored with each job; never rename one with jobs in flight. */
  name: string;
  run(payload: P, ctx: JobContext): Promise<unknown>;
  /** Attempts in all before the job is failed (default 5). */
  maxAttempts?: number;
  /** Backoff after the first failed attempt; doubles after each (default 2 s, capped at 10 min). */
  retryBaseMs?: number;
  /** Runs once when the job has failed for good (attempts used up, or a JobFailure): record it for the user. */
  onFailed?(payload: P, error: string, db: Database): Promise<void>;
  /** A recurring job: a five-field cron expression (UTC); one job per slot across every process. */
  schedule?: { cron: string; payload: P };
}

/** Identity for definitions: keeps the payload type between run, onFailed and enqueue. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** Thrown by a job that must not be retried (bad input, nothing to do); its message is kept as the job's error. */
export class JobFailure extends Error {}
