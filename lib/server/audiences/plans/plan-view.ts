import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { audienceConfigs, type audiencePlans } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";

type Row = typeof audiencePlans.$inferSelect;

export function planView(row: Row) {
  return {
    id: row.id,
    team: row.teamId,
    name: row.name,
    audience_config_ids: row.audienceConfigIds,
    budget: row.budget,
    currency: row.currency,
    notes: row.notes,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** Every audience config of a plan must be one of the plan's team. */
export async function checkPlanConfigs(db: Database, teamId: string, ids: number[]) {
  if (!ids.length) return;
  const found = await db.select({ id: audienceConfigs.id }).from(audienceConfigs).where(and(eq(audienceConfigs.teamId, teamId), inArray(audienceConfigs.id, ids)));
  if (found.length !== new Set(ids).size) throw new AppError("bad_request", "Unknown audience config.", { audience_config_ids: ["Choose audience configs of this team."] });
}
