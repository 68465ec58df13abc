import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorReportPreferences } from "@/lib/server/db/schema";
import type { CreatorAccount } from "../creator-accounts";

/** Whether the account's owner asked for the weekly report by e-mail (off until they do). */
export async function weeklyEmailWanted(db: Database, account: CreatorAccount): Promise<boolean> {
  const [row] = await db.select({ on: creatorReportPreferences.weeklyEmail }).from(creatorReportPreferences).where(eq(creatorReportPreferences.accountId, account.id));
  return row?.on ?? false;
}

export async function setWeeklyEmail(db: Database, account: CreatorAccount, on: boolean): Promise<{ weekly_email: boolean }> {
  const row = { accountId: account.id, weeklyEmail: on, updatedAt: new Date() };
  await db.insert(creatorReportPreferences).values(row).onConflictDoUpdate({ target: creatorReportPreferences.accountId, set: { weeklyEmail: on, updatedAt: row.updatedAt } });
  return { weekly_email: on };
}
