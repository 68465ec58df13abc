import "server-only";
import { config } from "@/lib/server/config";

type Listener = () => void;
const holder = globalThis as unknown as { __murmurJobNudges?: Set<Listener>; __murmurJobAutostart?: boolean };
const listeners = (holder.__murmurJobNudges ??= new Set());

/**
 * Tells the workers of this process that a job was added, so it starts now rather than at the next
 * poll. The first nudge in a process that has no app worker yet starts one on the app's database
 * (unless JOBS_WORKER=0 or `startAppWorker` is false): whoever adds jobs also works them, so nothing
 * waits for a server that is not there.
 */
export function nudgeJobWorker(startAppWorker = true): void {
  for (const listener of listeners) listener();
  if (startAppWorker && !holder.__murmurJobAutostart && config().JOBS_WORKER) {
    holder.__murmurJobAutostart = true;
    void import("./app-worker").then((m) => m.startAppJobWorker());
  }
}

/** Calls `listener` on each nudge; returns the unsubscribe function. */
export function onJobNudge(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
