import { availableParallelism } from "node:os";
import { openDatabase, type DatabaseHandle } from "@/lib/server/db/client";
import { config } from "@/lib/server/config";
import { queueDerivedRefresh, refreshDerivedJob } from "@/lib/server/corpus/derived/refresh-derived-job";
import { workUntilFinished } from "@/lib/server/jobs/work-until-finished";

/** The app's database (DATABASE_URL, else the PGlite data directory), migrated. */
export async function openCliDatabase(): Promise<DatabaseHandle> {
  const c = config();
  const handle = openDatabase({ url: c.DATABASE_URL, dataDir: c.PGLITE_DATA_DIR });
  await handle.migrate();
  return handle;
}

/** A one-line progress bar on stderr. */
export function progressLine(label: string, fraction: number | null, detail: string): void {
  const width = 24;
  const bar = fraction === null ? "" : `[${"#".repeat(Math.round(fraction * width)).padEnd(width, ".")}] ${(fraction * 100).toFixed(0).padStart(3)}% `;
  process.stderr.write(`\r${label} ${bar}${detail}\x1b[K`);
}

/**
 * Enrichment worker threads: the cores left once this thread (parsing, writing) and, with
 * PostgreSQL, the database server have one each; at most four. PGlite runs in this thread, so
 * there a worker pays off from two cores on. Measured on two shared cores (docs/corpus-bench.md):
 * a worker beside PostgreSQL only added work (starting it, copying records to it and back).
 */
export function defaultEnrichWorkers(databaseServer = Boolean(config().DATABASE_URL)): number {
  return Math.max(0, Math.min(4, availableParallelism() - (databaseServer ? 2 : 1)));
}

/**
 * Queues the derived-table rebuild on the job queue and works it here (or waits for the server that
 * shares the database to), with a progress line; prints how it ended.
 */
export async function rebuildDerivedOnQueue(db: DatabaseHandle["db"]): Promise<boolean> {
  const { id } = await queueDerivedRefresh({ db });
  const row = await workUntilFinished(db, id, [refreshDerivedJob], (r) => {
    if (r.progressTotal) progressLine(`job ${id}`, (r.progressDone ?? 0) / r.progressTotal, r.progressMessage ?? "");
  });
  process.stderr.write("\n");
  const result = row.result as { seconds?: number } | null;
  if (row.status === "done") console.log(`derived analysis tables rebuilt (job ${id}${result?.seconds !== undefined ? `, ${result.seconds} s` : ""})`);
  else console.error(`rebuilding the derived analysis tables failed (job ${id}): ${row.lastError}`);
  return row.status === "done";
}
