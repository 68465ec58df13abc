import "server-only";
import { eq } from "drizzle-orm";
import { creatorAccounts } from "@/lib/server/db/schema";
import { defineJob, JobFailure } from "@/lib/server/jobs/job";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import type { Database } from "@/lib/server/db/client";
import { XDataError } from "@/lib/server/x/errors";
import { AppError } from "@/lib/server/http/app-error";
import { creatorXDataSource } from "./creator-x-data-source";
import { syncCreatorAccount } from "./sync-follows";
import { syncCreatorPosts } from "./sync-posts";
import { analyzeCreatorTables } from "./analyze-creator-tables";

/**
 * Syncs one connected account, through its own X user token when it was connected with X sign-in;
 * X's 429 and 5xx are retried with the queue's backoff, a revoked or expired token is not (the
 * account is marked expired and the screens ask to reconnect).
 */
export const creatorSyncJob = defineJob<{ accountId: number }>({
  name: "creators.sync-followers",
  maxAttempts: 5,
  retryBaseMs: 30_000,
  async run({ accountId }, { db, progress }) {
    const [account] = await db.select().from(creatorAccounts).where(eq(creatorAccounts.id, accountId));
    if (!account) throw new JobFailure("This account is no longer connected.");
    try {
      const source = await creatorXDataSource(db, account);
      const follows = await syncCreatorAccount(db, account, progress, { source });
      const posts = await syncCreatorPosts(db, account, { source });
      await analyzeCreatorTables(db);
      return { ...follows, posts };
    } catch (error) {
      if (error instanceof XDataError && error.kind === "auth") await db.update(creatorAccounts).set({ tokenStatus: "expired" }).where(eq(creatorAccounts.id, accountId));
      if (error instanceof XDataError && (error.kind === "auth" || error.kind === "not_found" || error.kind === "invalid")) throw new JobFailure(error.message);
      // The account's X access lapsed (a refused refresh): nothing to retry until it is reconnected.
      if (error instanceof AppError) throw new JobFailure(error.message);
      throw error;
    }
  },
});

/** Queues a sync of the account (one at a time per account) and remembers the job on it. */
export async function startCreatorSync(db: Database, accountId: number, ownerUserId: string) {
  const job = await enqueueJob(creatorSyncJob, { accountId }, { ownerUserId, dedupeKey: `creators.sync-followers:${accountId}` });
  await db.update(creatorAccounts).set({ lastSyncJobId: job.id }).where(eq(creatorAccounts.id, accountId));
  return job;
}

/** Every day at 04:10 UTC, a sync of every connected account. */
export const creatorSyncAllJob = defineJob<Record<string, never>>({
  name: "creators.sync-all",
  maxAttempts: 3,
  schedule: { cron: "10 4 * * *", payload: {} },
  async run(_payload, { db }) {
    const accounts = await db.select({ id: creatorAccounts.id, userId: creatorAccounts.userId }).from(creatorAccounts);
    for (const a of accounts) await startCreatorSync(db, a.id, a.userId);
    return { accounts: accounts.length };
  },
});
