import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { shouldPromptSuggestion } from "@/lib/domain/targeting/rules";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { db } from "@/lib/server/db";
import { audienceConfigs, memberships, relatedAudiencePrompts } from "@/lib/server/db/schema";

type Database = Awaited<ReturnType<typeof db>>;
type PromptRow = { relatedUses: number; lastPromptAt: Date | null };

/** Saved audiences in the user's teams: the prompt needs at least one (spec §9). */
async function configCount(database: Database, userId: string): Promise<number> {
  const [row] = await database
    .select({ n: count() })
    .from(audienceConfigs)
    .innerJoin(memberships, eq(memberships.teamId, audienceConfigs.teamId))
    .where(eq(memberships.userId, userId));
  return row.n;
}

const view = (row: PromptRow, configs: number, prompt: boolean) => ({
  related_uses: row.relatedUses,
  config_count: configs,
  last_prompt_at: row.lastPromptAt?.toISOString() ?? null,
  prompt,
});

/** The targeting suggestion prompt check (spec §9) on the uses and last prompt the server keeps for the caller. */
export async function usageCheck(identity: Identity) {
  const user = requireUser(identity);
  const database = await db();
  const [row] = await database.select().from(relatedAudiencePrompts).where(eq(relatedAudiencePrompts.userId, user.userId));
  const state = row ?? { relatedUses: 0, lastPromptAt: null };
  const configs = await configCount(database, user.userId);
  return view(state, configs, shouldPromptSuggestion({ relatedUses: state.relatedUses, lastPromptAt: state.lastPromptAt, configCount: configs, now: new Date() }));
}

/**
 * Counts one use of a related audience. When the rule says the prompt is due, the answer says so
 * and the prompt counts as shown now: only the request that wins the conditional update prompts.
 */
export async function recordRelatedUse(identity: Identity) {
  const user = requireUser(identity);
  const database = await db();
  const [row] = await database
    .insert(relatedAudiencePrompts)
    .values({ userId: user.userId, relatedUses: 1 })
    .onConflictDoUpdate({ target: relatedAudiencePrompts.userId, set: { relatedUses: sql`${relatedAudiencePrompts.relatedUses} + 1`, updatedAt: new Date() } })
    .returning();
  const configs = await configCount(database, user.userId);
  const now = new Date();
  if (!shouldPromptSuggestion({ relatedUses: row.relatedUses, lastPromptAt: row.lastPromptAt, configCount: configs, now })) return view(row, configs, false);
  const previous = row.lastPromptAt ? eq(relatedAudiencePrompts.lastPromptAt, row.lastPromptAt) : isNull(relatedAudiencePrompts.lastPromptAt);
  const shown = await database
    .update(relatedAudiencePrompts)
    .set({ lastPromptAt: now })
    .where(and(eq(relatedAudiencePrompts.userId, user.userId), previous))
    .returning();
  return shown.length ? view(shown[0], configs, true) : view(row, configs, false);
}
