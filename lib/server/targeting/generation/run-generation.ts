import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { targetingGenerations } from "@/lib/server/db/schema";
import { config } from "@/lib/server/config";
import { creatorInputSchema } from "@/lib/schemas/generation";
import { defineJob, JobFailure } from "@/lib/server/jobs/job";
import { buildTargetingPackage, NO_AUDIENCE, NoAudienceError } from "./build-package";

export const GENERATION_FAILED = "Failed to generate campaign attributes.";

/**
 * A generation record's job on the queue: builds its targeting package from the corpus. A record
 * already finished (a job run twice after a lost lease) is left as it is; an audience that matches
 * nothing fails at once with the screen's message; other errors are retried, then fail with
 * GENERATION_FAILED.
 */
export const generationJob = defineJob<{ generationId: number }>({
  name: "targeting.generate",
  maxAttempts: 3,
  retryBaseMs: 1_000,
  async run({ generationId }, { db, progress }) {
    const [row] = await db
      .update(targetingGenerations)
      .set({ status: "running", attempts: sql`${targetingGenerations.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(targetingGenerations.id, generationId), inArray(targetingGenerations.status, ["queued", "running"])))
      .returning();
    if (!row) return { skipped: true };
    await progress(0, 1, "Building the targeting package");
    const settings = config();
    try {
      const result = await buildTargetingPackage(db, creatorInputSchema.parse(row.input), {
        platformUsers: settings.TARGETING_PLATFORM_USERS,
        reach: { costPerThousandReachedUsd: settings.TARGETING_COST_PER_1000_REACHED_USD, usdPerUnit: settings.TARGETING_CURRENCY_USD_RATES },
      });
      await db
        .update(targetingGenerations)
        .set({ status: "done", targetingPackage: result.targeting_package, insights: result.insights, error: null, updatedAt: new Date() })
        .where(eq(targetingGenerations.id, generationId));
    } catch (error) {
      if (error instanceof NoAudienceError) throw new JobFailure(error.message);
      throw error;
    }
    await progress(1, 1, "Done");
    return { generationId };
  },
  async onFailed({ generationId }, error, db) {
    // The no-audience message is the screen's; anything else stays in the job's log, not in the record.
    await db
      .update(targetingGenerations)
      .set({ status: "failed", error: error === NO_AUDIENCE ? error : GENERATION_FAILED, updatedAt: new Date() })
      .where(eq(targetingGenerations.id, generationId));
  },
});
