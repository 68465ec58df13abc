import "server-only";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorFollowActions, creatorFollowPeriods } from "@/lib/server/db/schema";
import { FOLLOWS_PER_DAY, followsLeft } from "@/lib/domain/creators/x-limits";
import { AppError } from "@/lib/server/http/app-error";
import { xDataSource } from "@/lib/server/x/x-data-source";
import type { CreatorAccount } from "./creator-accounts";
import { creatorXActions } from "./creator-x-actions";
import { creatorXError } from "./x-errors";

export type FollowAction = "follow" | "unfollow";

/** Follows the account made in the last 24 hours, and how many X still allows. */
export async function followsLeftToday(db: Database, accountId: number, now = new Date()): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(creatorFollowActions)
    .where(and(eq(creatorFollowActions.accountId, accountId), eq(creatorFollowActions.action, "follow"), gt(creatorFollowActions.at, new Date(now.getTime() - 86_400_000))));
  return followsLeft(n);
}

export const dailyLimitMessage = (left: number, handle: string) =>
  `X allows ${FOLLOWS_PER_DAY} follows a day; ${left} ${left === 1 ? "is" : "are"} left today for @${handle}.`;

/**
 * Follows or unfollows one handle through the X adapter, then records it: the following period
 * opens or closes at once (the next sync agrees) and a follow counts against X's daily limit.
 * Doing what is already done changes nothing.
 */
export async function followOne(db: Database, account: CreatorAccount, handle: string, action: FollowAction): Promise<{ id: string; handle: string; following: boolean }> {
  let target;
  try {
    target = await xDataSource(db).userByHandle(handle);
  } catch (e) {
    throw creatorXError(e, account.handle);
  }
  if (target.id === account.xUserId) throw new AppError("bad_request", "An account cannot follow itself.");
  const open = and(eq(creatorFollowPeriods.accountId, account.id), eq(creatorFollowPeriods.kind, "following"), eq(creatorFollowPeriods.otherId, target.id), isNull(creatorFollowPeriods.goneAt));
  const [current] = await db.select({ id: creatorFollowPeriods.id }).from(creatorFollowPeriods).where(open);
  if ((action === "follow") === Boolean(current)) return { id: target.id, handle: target.handle, following: action === "follow" };
  if (action === "follow") {
    const left = await followsLeftToday(db, account.id);
    if (!left) throw new AppError("rate_limited", dailyLimitMessage(left, account.handle));
  }
  const actions = await creatorXActions(db, account);
  try {
    await (action === "follow" ? actions.follow(account.xUserId, target.id) : actions.unfollow(account.xUserId, target.id));
  } catch (e) {
    throw creatorXError(e, account.handle);
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    if (action === "follow") await tx.insert(creatorFollowPeriods).values({ accountId: account.id, kind: "following", otherId: target.id, firstSeenAt: now }).onConflictDoNothing();
    else await tx.update(creatorFollowPeriods).set({ goneAt: now }).where(open);
    await tx.insert(creatorFollowActions).values({ accountId: account.id, action, targetId: target.id, at: now });
  });
  return { id: target.id, handle: target.handle, following: action === "follow" };
}
