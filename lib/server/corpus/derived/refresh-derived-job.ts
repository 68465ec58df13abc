import "server-only";
import { defineJob } from "@/lib/server/jobs/job";
import { enqueueJob, type EnqueueOptions } from "@/lib/server/jobs/enqueue";
import { corpusVersion } from "../corpus-version";
import { refreshDerived } from "./refresh-derived";

/**
 * Rebuilds the analysis engine's derived tables after the corpus changed. One is pending at a time
 * (dedupe key); a corpus changed again while it ran (a second import) is rebuilt once more before the
 * job ends, so the tables it leaves reflect every import acknowledged before it finished.
 */
export const refreshDerivedJob = defineJob<Record<string, never>>({
  name: "corpus.refresh-derived",
  maxAttempts: 4,
  async run(_payload, { db, progress }) {
    const report = (done: number, total: number, step: string) => void progress(done, total, `Rebuilding analysis tables: ${step}`).catch(() => undefined);
    let rebuilt = await refreshDerived(db, undefined, undefined, report);
    while (rebuilt.version !== (await corpusVersion(db))) rebuilt = await refreshDerived(db, undefined, undefined, report);
    return { corpus_version: rebuilt.version, seconds: Math.round(rebuilt.seconds * 10) / 10 };
  },
});

/** Queues the rebuild after an import (or returns the one already pending). */
export function queueDerivedRefresh(options: Omit<EnqueueOptions, "dedupeKey"> = {}) {
  return enqueueJob(refreshDerivedJob, {}, { ...options, dedupeKey: refreshDerivedJob.name });
}
