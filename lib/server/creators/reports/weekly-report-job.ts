import "server-only";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorAccounts, creatorReportMailings, creatorReportPreferences, users } from "@/lib/server/db/schema";
import { defineJob } from "@/lib/server/jobs/job";
import { latestSlot } from "@/lib/server/jobs/schedules";
import { checkReportWeek, previousWeek, type ReportWeek } from "@/lib/domain/creators/report-weeks";
import { weeklyReportPdf } from "./weekly-report-pdf";
import { sendWeeklyReportEmail } from "./weekly-report-email";
import { firstTrackedDay } from "./weekly-report";

/** Every Monday at 06:30 UTC, after the daily sync at 04:10. */
const WEEKLY_CRON = "30 6 * * 1";

/** An unsent claim older than this was left by an attempt that died; the next attempt takes it over. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Claims the account's mail of the week: true for the one caller that may send it. A week already
 * sent is never claimed again; an unsent claim only once it is stale.
 */
async function claimMailing(db: Database, accountId: number, week: ReportWeek, now: Date): Promise<boolean> {
  const rows = await db
    .insert(creatorReportMailings)
    .values({ accountId, weekStart: week.start, claimedAt: now })
    .onConflictDoUpdate({
      target: [creatorReportMailings.accountId, creatorReportMailings.weekStart],
      set: { claimedAt: now },
      setWhere: and(isNull(creatorReportMailings.sentAt), lt(creatorReportMailings.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
    })
    .returning({ accountId: creatorReportMailings.accountId });
  return rows.length > 0;
}

const mailingOf = (accountId: number, week: ReportWeek) => and(eq(creatorReportMailings.accountId, accountId), eq(creatorReportMailings.weekStart, week.start));

/**
 * Mails the week before the latest Monday slot to every owner who asked for it, once per account and
 * week. (A slot's job run late, by a process that started after it, still reports that slot's week.)
 */
export async function mailWeeklyReports(db: Database, now = new Date()) {
  const week = previousWeek(latestSlot(WEEKLY_CRON, now));
  const wanted = await db
    .select({ account: creatorAccounts, email: users.email, language: users.language })
    .from(creatorReportPreferences)
    .innerJoin(creatorAccounts, eq(creatorAccounts.id, creatorReportPreferences.accountId))
    .innerJoin(users, eq(users.id, creatorAccounts.userId))
    .where(and(eq(creatorReportPreferences.weeklyEmail, true), isNotNull(users.email)))
    .orderBy(creatorAccounts.id);
  let sent = 0;
  let skipped = 0;
  for (const { account, email, language } of wanted) {
    if ("error" in checkReportWeek(week.start, await firstTrackedDay(db, account), now) || !(await claimMailing(db, account.id, week, now))) {
      skipped++;
      continue;
    }
    try {
      const file = await weeklyReportPdf(db, account, week, language, now);
      await sendWeeklyReportEmail({ to: email!, language, handle: account.handle, week, file });
    } catch (error) {
      // Let the job's retry send it: release the claim.
      await db.delete(creatorReportMailings).where(and(mailingOf(account.id, week), isNull(creatorReportMailings.sentAt)));
      throw error;
    }
    await db.update(creatorReportMailings).set({ sentAt: sql`now()` }).where(mailingOf(account.id, week));
    sent++;
  }
  return { week: week.start, sent, skipped };
}

/** Every Monday: last week's report to the owners who asked for it. */
export const weeklyReportMailJob = defineJob<Record<string, never>>({
  name: "creators.weekly-report-mail",
  maxAttempts: 5,
  retryBaseMs: STALE_CLAIM_MS,
  schedule: { cron: WEEKLY_CRON, payload: {} },
  run: (_payload, { db }) => mailWeeklyReports(db),
});
