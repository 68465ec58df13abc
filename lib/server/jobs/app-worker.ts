import "server-only";
import { config } from "@/lib/server/config";
import { ALL_JOBS } from "./all-jobs";
import { JobWorker } from "./worker";

const holder = globalThis as unknown as { __murmurJobWorker?: JobWorker };

/** This process's worker for every job the app defines (one per process, kept across dev reloads). */
export function startAppJobWorker(): JobWorker {
  const c = config();
  holder.__murmurJobWorker ??= new JobWorker({ definitions: ALL_JOBS, concurrency: c.JOBS_CONCURRENCY, pollMs: c.JOBS_POLL_MS, leaseSeconds: c.JOBS_LEASE_SECONDS }).start();
  return holder.__murmurJobWorker;
}

export async function stopAppJobWorker(): Promise<void> {
  const worker = holder.__murmurJobWorker;
  holder.__murmurJobWorker = undefined;
  await worker?.stop();
}
