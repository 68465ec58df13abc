import "server-only";
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PlanAudience } from "@/lib/domain/billing/plans";

/** Who a plan is bought for: a team (team plans) or a user (creator plans). */
export type BillingOwner = { kind: "team"; teamId: string } | { kind: "user"; userId: string };

export const ownerAudience = (owner: BillingOwner): PlanAudience => (owner.kind === "team" ? "team" : "creator");

/** The owner as the team_id / user_id columns every billing table has. */
export function ownerColumns(owner: BillingOwner): { teamId: string | null; userId: string | null } {
  return owner.kind === "team" ? { teamId: owner.teamId, userId: null } : { teamId: null, userId: owner.userId };
}

/** The row's owner, from its team_id / user_id. */
export function ownerOf(row: { teamId: string | null; userId: string | null }): BillingOwner {
  return row.teamId ? { kind: "team", teamId: row.teamId } : { kind: "user", userId: row.userId! };
}

export function ownerWhere(owner: BillingOwner, table: { teamId: PgColumn; userId: PgColumn }): SQL {
  return owner.kind === "team" ? eq(table.teamId, owner.teamId) : eq(table.userId, owner.userId);
}

/** A stable text form, for idempotency keys and metadata. */
export const ownerKey = (owner: BillingOwner) => (owner.kind === "team" ? `team:${owner.teamId}` : `user:${owner.userId}`);
