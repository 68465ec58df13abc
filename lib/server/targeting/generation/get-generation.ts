import "server-only";
import { eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { targetingGenerations } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { mayReadOwned } from "@/lib/server/teams/owner-access";

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
  if (row && (await mayReadOwned(database, user.userId, row))) return row;
  throw new AppError("not_found", "Not found.");
}

/** Polling: reads the record (its job runs on the queue, which also resumes it after a restart). */
export async function pollGeneration(identity: Identity, id: number) {
  return insightsRecord(await findGeneration(identity, id));
}
