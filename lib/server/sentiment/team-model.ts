import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { teamSentimentModels } from "@/lib/server/db/schema";
import { decodeModel, encodeModel, type ModelFacts } from "@/lib/domain/sentiment-model/model-file";
import type { LinearModel } from "@/lib/domain/sentiment-model/linear-model";

export interface TeamModel {
  /** Changes whenever the team's model is retrained (keys cached reports). */
  version: string;
  model: LinearModel;
  facts: ModelFacts;
}

/** Decoded team models, kept while their version is current. */
const decoded = new Map<string, TeamModel>();

/** The team's own sentiment model, or null while it has none. */
export async function teamSentimentModel(db: Database, teamId: string): Promise<TeamModel | null> {
  const [row] = await db
    .select({ trainedAt: teamSentimentModels.trainedAt })
    .from(teamSentimentModels)
    .where(eq(teamSentimentModels.teamId, teamId));
  if (!row) return null;
  const version = `${teamId}@${row.trainedAt.toISOString()}`;
  const kept = decoded.get(teamId);
  if (kept?.version === version) return kept;
  const [full] = await db.select({ model: teamSentimentModels.model }).from(teamSentimentModels).where(eq(teamSentimentModels.teamId, teamId));
  if (!full) return null;
  const { model, facts } = decodeModel(Buffer.from(full.model, "base64"));
  const loaded = { version, model, facts };
  decoded.set(teamId, loaded);
  return loaded;
}

/** Stores a team's newly trained model (replacing the one before). */
export async function saveTeamSentimentModel(db: Database, teamId: string, model: LinearModel, facts: ModelFacts): Promise<void> {
  const values = {
    teamId,
    model: Buffer.from(encodeModel(model, facts)).toString("base64"),
    labelCount: facts.teamLabels,
    accuracy: facts.accuracy,
    macroF1: facts.macroF1,
    trainedAt: new Date(),
  };
  const { teamId: _t, ...update } = values;
  await db.insert(teamSentimentModels).values(values).onConflictDoUpdate({ target: teamSentimentModels.teamId, set: update });
}
