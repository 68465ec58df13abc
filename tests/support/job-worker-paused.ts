import { startAppJobWorker, stopAppJobWorker } from "@/lib/server/jobs/app-worker";

const holder = globalThis as unknown as { __murmurJobWorker?: unknown; __murmurJobAutostart?: boolean };

/**
 * Stops this process's app job worker and keeps enqueues from starting one, so that a test comparing
 * the database before and after a request sees only what the request wrote (jobs stay queued).
 * Returns the function that puts things back as they were for the next test file.
 */
export async function pauseAppJobWorker(): Promise<() => Promise<void>> {
  const wasRunning = Boolean(holder.__murmurJobWorker);
  const autostart = holder.__murmurJobAutostart;
  await stopAppJobWorker();
  // worker-signal.ts starts a worker on the first nudge only while this flag is unset.
  holder.__murmurJobAutostart = true;
  return async () => {
    holder.__murmurJobAutostart = autostart;
    if (wasRunning) startAppJobWorker();
  };
}
