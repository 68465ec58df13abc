import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { db as appDb } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/client";
import { describeError } from "@/lib/domain/log-redaction";
import { logLine } from "@/lib/server/logging/log-line";
import type { JobDefinition } from "./job";
import { claimNextJob, failAbandonedJobs } from "./claim";
import { runClaimedJob } from "./run-job";
import { enqueueDueSlots } from "./schedules";
import { onJobNudge } from "./worker-signal";

export interface JobWorkerOptions {
  // Definitions differ in payload type; the worker only passes payloads through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definitions: JobDefinition<any>[];
  /** The database (default: the app's, looked up on each pass so a swapped one is followed). */
  db?: () => Promise<Database>;
  concurrency: number;
  pollMs: number;
  leaseSeconds: number;
}

/**
 * Works the queue's jobs of the given definitions in this process: claims due ones (up to
 * `concurrency` at once), adds recurring jobs' slots, fails abandoned jobs, and keeps going when the
 * database is briefly unreachable (each failed pass is logged and retried at the next poll).
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  private readonly active = new Set<Promise<void>>();
  private readonly byName: Map<string, JobDefinition>;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastPollError = "";
  /** Set by a nudge or a finished job: pass again at once instead of sleeping. */
  private again = false;

  constructor(private readonly o: JobWorkerOptions) {
    this.byName = new Map(o.definitions.map((d) => [d.name, d]));
  }

  start(): this {
    if (this.running) return this;
    this.running = true;
    this.unsubscribe = onJobNudge(() => this.poke());
    this.loop = this.run();
    return this;
  }

  /** Stops claiming and waits for the jobs it runs to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wake?.();
    await this.loop;
    await Promise.all(this.active);
  }

  /** One pass: recurring slots, abandoned jobs, then claim until the slots are full or nothing is due. Returns the jobs started. */
  async pass(): Promise<number> {
    const database = await (this.o.db ?? appDb)();
    const names = [...this.byName.keys()];
    await enqueueDueSlots(database, this.o.definitions);
    for (const row of await failAbandonedJobs(database, names)) {
      const d = this.byName.get(row.name);
      if (d?.onFailed) await d.onFailed(row.payload, row.lastError ?? "", database);
    }
    let started = 0;
    while (this.active.size < this.o.concurrency) {
      const row = await claimNextJob(database, names, this.id, this.o.leaseSeconds);
      if (!row) break;
      started++;
      const job = runClaimedJob(database, this.byName.get(row.name)!, row, { workerId: this.id, leaseSeconds: this.o.leaseSeconds })
        .catch((e: unknown) => this.logError("job bookkeeping failed", e))
        .finally(() => {
          this.active.delete(job);
          this.poke();
        });
      this.active.add(job);
    }
    return started;
  }

  /** Runs passes until nothing is due and nothing runs (tests, command-line tools). */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.pass();
      // A job may have finished while the pass was still claiming: then just pass again.
      if (this.active.size) await Promise.race(this.active);
      else if (!started) return;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.again = false;
      try {
        await this.pass();
        this.lastPollError = "";
      } catch (error) {
        this.logError("job queue poll failed", error);
      }
      if (!this.running) break;
      if (this.again) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.o.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  private poke(): void {
    this.again = true;
    this.wake?.();
  }

  /** One line per distinct error in a row (a database that is down for a minute logs once, not sixty times). */
  private logError(what: string, error: unknown): void {
    const message = describeError(error);
    if (message === this.lastPollError) return;
    this.lastPollError = message;
    logLine("error", "job-worker", { worker: this.id, message: `${what}: ${message}` });
  }
}
