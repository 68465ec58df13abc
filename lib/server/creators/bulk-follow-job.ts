import "server-only";
import { eq } from "drizzle-orm";
import { creatorAccounts } from "@/lib/server/db/schema";
import type { Database } from "@/lib/server/db/client";
import { defineJob, JobFailure } from "@/lib/server/jobs/job";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { AppError } from "@/lib/server/http/app-error";
import type { BulkFollow } from "@/lib/schemas/creators";
import type { CreatorAccount } from "./creator-accounts";
import { dailyLimitMessage, followOne, followsLeftToday } from "./follow-actions";

/**
 * Follows or unfollows a list of handles one by one, with progress; each failure is kept with the
 * handle it was about. Safe to run again: a handle already done changes nothing.
 */
export const bulkFollowJob = defineJob<{ accountId: number } & BulkFollow>({
  name: "creators.bulk-follow",
  maxAttempts: 3,
  retryBaseMs: 30_000,
  async run({ accountId, action, handles }, { db, progress }) {
    const [account] = await db.select().from(creatorAccounts).where(eq(creatorAccounts.id, accountId));
    if (!account) throw new JobFailure("This account is no longer connected.");
    const done: string[] = [];
    const failed: { handle: string; reason: string }[] = [];
    for (const [i, handle] of handles.entries()) {
      await progress(i, handles.length, `@${handle}`);
      try {
        done.push((await followOne(db, account, handle, action)).handle);
      } catch (e) {
        if (!(e instanceof AppError)) throw e; // X's 5xx or 429 beyond the wait: the queue retries the whole list
        failed.push({ handle, reason: e.message });
      }
    }
    await progress(handles.length, handles.length, "Done");
    return { action, done, failed };
  },
});

/** Refuses a bulk follow over what X allows today (nothing is queued), else queues it. */
export async function startBulkFollow(db: Database, account: CreatorAccount, ownerUserId: string, bulk: BulkFollow) {
  const handles = [...new Map(bulk.handles.map((h) => [h.toLowerCase(), h])).values()];
  if (bulk.action === "follow") {
    const left = await followsLeftToday(db, account.id);
    if (handles.length > left) throw new AppError("bad_request", dailyLimitMessage(left, account.handle));
  }
  return enqueueJob(bulkFollowJob, { accountId: account.id, action: bulk.action, handles }, { ownerUserId });
}
