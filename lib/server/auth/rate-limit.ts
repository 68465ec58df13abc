import "server-only";
import { and, count, eq, gt, lt } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { rateLimitHits } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** Counts one request in each bucket; a full bucket answers 429 before anything is counted. */
export async function enforceRateLimits(limits: RateLimit[], now = new Date()): Promise<void> {
  const database = await db();
  for (const { bucket, limit, windowMs } of limits) {
    const since = new Date(now.getTime() - windowMs);
    const [{ hits }] = await database
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, since)));
    if (hits >= limit) {
      const retryAfter = Math.ceil(windowMs / 1000);
      throw new AppError(
        "rate_limited",
        `Too many requests. Please wait ${Math.ceil(windowMs / 60_000)} minutes and try again.`,
        undefined,
        { "Retry-After": String(retryAfter) },
      );
    }
  }
  await database.insert(rateLimitHits).values(limits.map(({ bucket }) => ({ bucket, at: now })));
  // Old hits are useless; drop them now and then instead of running a sweeper.
  if (Math.random() < 0.02) {
    await database.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - 86_400_000)));
  }
}
