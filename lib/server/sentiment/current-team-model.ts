import "server-only";
import type { Database } from "@/lib/server/db/client";
import { baseModelVersion } from "./base-model";
import { teamSentimentModel, type TeamModel } from "./team-model";
import { queueTeamSentimentTraining } from "./train-team-model-job";

/**
 * The team's model when it was adapted from the shipped model this release has. One adapted from an
 * older shipped model is not used: its retraining is queued and, until it is done, the team's
 * analyses use the shipped model (whose card says so) rather than a mix of old and new.
 */
export async function currentTeamSentimentModel(db: Database, teamId: string): Promise<TeamModel | null> {
  const team = await teamSentimentModel(db, teamId);
  if (!team || team.facts.baseVersion === baseModelVersion()) return team;
  await queueTeamSentimentTraining(teamId);
  return null;
}
