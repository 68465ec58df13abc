import "server-only";
import { db } from "@/lib/server/db";
import { audienceRequestFeedback } from "@/lib/server/db/schema";

/** Keeps a user's thumbs up or down (and words) on an audience request. */
export async function saveAudienceFeedback(userId: string, f: { rating: string; message: string; context: string }): Promise<{ id: number }> {
  const [row] = await (await db()).insert(audienceRequestFeedback).values({ userId, ...f }).returning({ id: audienceRequestFeedback.id });
  return row;
}
