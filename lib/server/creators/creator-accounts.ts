import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorAccounts } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { CreatorAccountView } from "@/lib/schemas/creators";

export type CreatorAccount = typeof creatorAccounts.$inferSelect;

export const ACCOUNT_NOT_FOUND = "Creator account not found. Connect it under Accounts first.";

export async function listCreatorAccounts(db: Database, userId: string): Promise<CreatorAccount[]> {
  return db.select().from(creatorAccounts).where(eq(creatorAccounts.userId, userId)).orderBy(asc(creatorAccounts.id));
}

/** The caller's own connected account, or a 404 (another user's account looks the same as none). */
export async function ownedCreatorAccount(db: Database, userId: string, accountId: string | number): Promise<CreatorAccount> {
  const id = Number(accountId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError("not_found", ACCOUNT_NOT_FOUND);
  const [row] = await db.select().from(creatorAccounts).where(and(eq(creatorAccounts.id, id), eq(creatorAccounts.userId, userId)));
  if (!row) throw new AppError("not_found", ACCOUNT_NOT_FOUND);
  return row;
}

/** The account every suite page shows: the one /switch-account picked last, else the first connected. */
export function activeAccountId(accounts: CreatorAccount[]): number | null {
  let active: CreatorAccount | null = null;
  for (const a of accounts) if (a.selectedAt && (!active?.selectedAt || a.selectedAt > active.selectedAt)) active = a;
  return (active ?? accounts[0])?.id ?? null;
}

/** Makes one of the user's own accounts the active one (kept for the next visit). */
export async function switchActiveAccount(db: Database, userId: string, accountId: number): Promise<number> {
  const account = await ownedCreatorAccount(db, userId, accountId);
  await db.update(creatorAccounts).set({ selectedAt: new Date() }).where(eq(creatorAccounts.id, account.id));
  return account.id;
}

/** The shape the suite reads. */
export function accountView(a: CreatorAccount): CreatorAccountView {
  return {
    id: a.id,
    x_user_id: a.xUserId,
    handle: a.handle,
    token_status: a.tokenStatus,
    x_sign_in: a.accessToken !== null,
    last_synced_at: a.lastSyncedAt?.toISOString() ?? null,
    last_sync_job_id: a.lastSyncJobId,
    rate_limit: a.rateLimitResetAt ? { remaining: a.rateLimitRemaining, reset_at: a.rateLimitResetAt.toISOString() } : null,
  };
}
