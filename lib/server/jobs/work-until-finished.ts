import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { config } from "@/lib/server/config";
import { jobs } from "@/lib/server/db/schema";
import type { JobDefinition } from "./job";
import type { JobRow } from "./claim";
import { JobWorker } from "./worker";

/**
 * For command-line tools: works `definitions` in this process until job `id` has finished (a server
 * sharing the database may run it instead; then this waits for it), reporting each progress change.
 */
export async function workUntilFinished(
  db: Database,
  id: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definitions: JobDefinition<any>[],
  onProgress: (row: JobRow) => void = () => undefined,
): Promise<JobRow> {
  const worker = new JobWorker({ definitions, db: async () => db, concurrency: 1, pollMs: 200, leaseSeconds: config().JOBS_LEASE_SECONDS }).start();
  try {
    for (let seen = "";;) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      if (!row) throw new Error(`Job ${id} does not exist.`);
      const now = `${row.status}:${row.progressDone}/${row.progressTotal}`;
      if (now !== seen) onProgress(row);
      seen = now;
      if (row.status === "done" || row.status === "failed") return row;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await worker.stop();
  }
}
