import "server-only";
import { and, eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { memberships, targetingGenerations } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { runGeneration } from "./run-generation";

type Row = typeof targetingGenerations.$inferSelect;

/** The standalone insights record (spec §3): id, targeting package, insights, and detail on failure. */
export function insightsRecord(row: Row) {
  const processing = row.status === "queued" || row.status === "running";
  return {
    id: row.id,
    status: row.status,
    processing,
    targeting_package: row.targetingPackage ?? { keywords: [], hashtags: [] },
    insights: row.insights ?? null,
    ...(row.status === "failed" ? { detail: row.error } : {}),
    created: row.createdAt.toISOString(),
  };
}

/** A generation its creator (or a member of its team) may read; others get the 404 of a missing one. */
export async function findGeneration(identity: Identity, id: number): Promise<Row> {
  const user = requireUser(identity);
  const database = await db();
  const [row] = await database.select().from(targetingGenerations).where(eq(targetingGenerations.id, id));
  if (!row) throw new AppError("not_found", "Not found.");
  if (row.userId === user.userId) return row;
  if (row.teamId) {
    const [m] = await database.select().from(memberships).where(and(eq(memberships.teamId, row.teamId), eq(memberships.userId, user.userId)));
    if (m) return row;
  }
  throw new AppError("not_found", "Not found.");
}

/** Polling: reads the record and, if its job is waiting or its runner went quiet, (re)starts it. */
export async function pollGeneration(identity: Identity, id: number) {
  const row = await findGeneration(identity, id);
  if (row.status === "queued" || row.status === "running") void runGeneration(row.id);
  return insightsRecord(row);
}
