import "server-only";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { targetingGenerations } from "@/lib/server/db/schema";
import { config } from "@/lib/server/config";
import { creatorInputSchema } from "@/lib/schemas/generation";
import { buildTargetingPackage, NoAudienceError } from "./build-package";

const running = new Map<number, Promise<void>>();

export const GENERATION_FAILED = "Failed to generate campaign attributes.";

/**
 * Runs a queued generation (or one whose runner went quiet: a restarted server) once: the row is
 * claimed with a conditional update, so two requests never both run it.
 */
export function runGeneration(id: number): Promise<void> {
  const current = running.get(id);
  if (current) return current;
  const job = claimAndRun(id).finally(() => running.delete(id));
  running.set(id, job);
  return job;
}

async function claimAndRun(id: number): Promise<void> {
  const database = await db();
  const staleBefore = new Date(Date.now() - config().TARGETING_GENERATION_STALE_SECONDS * 1000);
  const [row] = await database
    .update(targetingGenerations)
    .set({ status: "running", attempts: sql`${targetingGenerations.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(targetingGenerations.id, id), or(eq(targetingGenerations.status, "queued"), and(eq(targetingGenerations.status, "running"), lt(targetingGenerations.updatedAt, staleBefore)))))
    .returning();
  if (!row) return;
  try {
    const input = creatorInputSchema.parse(row.input);
    const settings = config();
    const result = await buildTargetingPackage(database, input, {
      platformUsers: settings.TARGETING_PLATFORM_USERS,
      reach: { costPerThousandReachedUsd: settings.TARGETING_COST_PER_1000_REACHED_USD, usdPerUnit: settings.TARGETING_CURRENCY_USD_RATES },
    });
    await database
      .update(targetingGenerations)
      .set({ status: "done", targetingPackage: result.targeting_package, insights: result.insights, error: null, updatedAt: new Date() })
      .where(eq(targetingGenerations.id, id));
  } catch (error) {
    const message = error instanceof NoAudienceError ? error.message : GENERATION_FAILED;
    if (!(error instanceof NoAudienceError)) console.error(`targeting generation ${id} failed`, error);
    await database.update(targetingGenerations).set({ status: "failed", error: message, updatedAt: new Date() }).where(eq(targetingGenerations.id, id));
  }
}
