import "server-only";
import { and, inArray, lt, sql } from "drizzle-orm";
import { config } from "@/lib/server/config";
import { jobs } from "@/lib/server/db/schema";
import { defineJob } from "./job";

/** Daily: forgets finished jobs older than JOBS_KEEP_DAYS (their owners have long read the outcome). */
export const pruneJobsJob = defineJob<Record<string, never>>({
  name: "jobs.prune",
  schedule: { cron: "17 3 * * *", payload: {} },
  async run(_payload, { db }) {
    const removed = await db
      .delete(jobs)
      .where(and(inArray(jobs.status, ["done", "failed"]), lt(jobs.finishedAt, sql`now() - make_interval(days => ${config().JOBS_KEEP_DAYS})`)))
      .returning({ id: jobs.id });
    return { removed: removed.length };
  },
});
