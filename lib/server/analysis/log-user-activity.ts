import "server-only";
import type { z } from "zod";
import { db } from "@/lib/server/db";
import { userActivityEntries } from "@/lib/server/db/schema";
import type { userActivityEntrySchema } from "@/lib/schemas/analysis-api";
import { parseUtcDateTime } from "@/lib/domain/format/utc-date-time";
import type { AnalysisScope } from "./scope";

/** Log what the user did (an analysis, "Exported sheet", "Exported images"); action_at is UTC. */
export async function logUserActivity(scope: AnalysisScope, entry: z.infer<typeof userActivityEntrySchema>) {
  const [row] = await (await db())
    .insert(userActivityEntries)
    .values({
      userId: scope.userId, teamId: scope.teamId, actionAt: parseUtcDateTime(entry.action_at)!, action: entry.action,
      context: entry.context, audienceCreatorQueryId: entry.audience_creator_query_id ?? null, classifierId: entry.classifier_id ?? null,
    })
    .returning();
  return {
    id: row.id, action_at: row.actionAt.toISOString().slice(0, 19).replace("T", " "), action: row.action, context: row.context,
    audience_creator_query_id: row.audienceCreatorQueryId, classifier_id: row.classifierId,
  };
}
