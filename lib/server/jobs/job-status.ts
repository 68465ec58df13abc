import "server-only";
import { eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { jobs } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { mayReadOwned } from "@/lib/server/teams/owner-access";

type Row = typeof jobs.$inferSelect;

/** What the owner sees of a job: never its payload (internal ids) nor a stack. */
export function jobStatusRecord(row: Row) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    progress: row.progressTotal === null ? null : { done: row.progressDone ?? 0, total: row.progressTotal, message: row.progressMessage ?? "" },
    result: row.status === "done" ? (row.result ?? null) : null,
    error: row.status === "failed" ? row.lastError : null,
    created: row.createdAt.toISOString(),
    started: row.startedAt?.toISOString() ?? null,
    finished: row.finishedAt?.toISOString() ?? null,
  };
}

/** A job its owner, or a member of its team, may read; anyone else gets the 404 of a missing one. */
export async function readJobStatus(identity: Identity, id: number) {
  const user = requireUser(identity);
  const database = await db();
  const [row] = await database.select().from(jobs).where(eq(jobs.id, id));
  if (row && (await mayReadOwned(database, user.userId, { userId: row.ownerUserId, teamId: row.ownerTeamId }))) return jobStatusRecord(row);
  throw new AppError("not_found", "Not found.");
}
