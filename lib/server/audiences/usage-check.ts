import "server-only";
import { count, eq, inArray } from "drizzle-orm";
import { shouldPromptSuggestion } from "@/lib/domain/targeting/rules";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { audienceConfigs, audienceUsages, memberships } from "@/lib/server/db/schema";

/** The targeting suggestion prompt check (spec §9): the caller's applied uses and their teams' saved audiences. */
export async function usageCheck(identity: Identity, lastPromptAt: string | null) {
  const user = requireUser(identity);
  const database = await db();
  const teamIds = (await database.select({ id: memberships.teamId }).from(memberships).where(eq(memberships.userId, user.userId))).map((m) => m.id);
  const [[uses], [configs]] = await Promise.all([
    database.select({ n: count() }).from(audienceUsages).where(eq(audienceUsages.userId, user.userId)),
    teamIds.length ? database.select({ n: count() }).from(audienceConfigs).where(inArray(audienceConfigs.teamId, teamIds)) : Promise.resolve([{ n: 0 }]),
  ]);
  const prompt = shouldPromptSuggestion({ relatedUses: uses.n, configCount: configs.n, lastPromptAt: lastPromptAt ? new Date(lastPromptAt) : null, now: new Date() });
  return { related_uses: uses.n, config_count: configs.n, prompt };
}
