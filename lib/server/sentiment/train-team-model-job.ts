import "server-only";
import { eq, max } from "drizzle-orm";
import { sentimentLabels, teamSentimentModels } from "@/lib/server/db/schema";
import { defineJob } from "@/lib/server/jobs/job";
import { crossValidate } from "@/lib/domain/sentiment-model/cross-validate";
import { adaptSentimentModel } from "@/lib/domain/sentiment-model/train-sentiment";
import type { Database } from "@/lib/server/db/client";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { baseModelVersion, baseSentimentModel } from "./base-model";
import { saveTeamSentimentModel } from "./team-model";

/** Rounds of training when labels keep arriving while it trains (each round takes the labels then). */
const MAX_ROUNDS = 3;
/** Progress steps: five cross-validation folds, then the model on every label. */
const STEPS = 6;

async function latestLabel(db: Database, teamId: string): Promise<number> {
  const [row] = await db.select({ at: max(sentimentLabels.updatedAt) }).from(sentimentLabels).where(eq(sentimentLabels.teamId, teamId));
  return row?.at ? new Date(row.at).getTime() : 0;
}

/**
 * Retrains a team's sentiment model from the shipped one and every label the team gave, with its
 * accuracy estimated on those labels by 5-fold cross-validation. Safe to run again: it reads the
 * labels and replaces the model.
 */
export const trainTeamSentimentJob = defineJob<{ teamId: string }>({
  name: "sentiment.train-team-model",
  maxAttempts: 3,
  async run({ teamId }, { db, progress }) {
    const base = baseSentimentModel();
    let result = { labels: 0, accuracy: null as number | null };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const seen = await latestLabel(db, teamId);
      const labels = await db
        .select({ text: sentimentLabels.text, label: sentimentLabels.label })
        .from(sentimentLabels)
        .where(eq(sentimentLabels.teamId, teamId))
        .orderBy(sentimentLabels.postId);
      if (!labels.length) {
        await db.delete(teamSentimentModels).where(eq(teamSentimentModels.teamId, teamId));
        return { labels: 0, accuracy: null };
      }
      await progress(0, STEPS, `Training on ${labels.length} labels`);
      const cv = await crossValidate(base.model, labels, 5, (done) => progress(Math.round(done * (STEPS - 1)), STEPS, "Estimating accuracy on the team's labels"));
      await progress(STEPS - 1, STEPS, "Training on every label");
      const model = adaptSentimentModel(base.model, labels);
      await saveTeamSentimentModel(db, teamId, model, {
        kind: "team",
        trainedOn: base.facts.trainedOn + labels.length,
        teamLabels: labels.length,
        accuracy: cv ? Math.round(cv.accuracy * 1000) / 1000 : null,
        macroF1: cv ? Math.round(cv.macroF1 * 1000) / 1000 : null,
        measuredOn: cv ? labels.length : null,
        baseVersion: baseModelVersion(),
      });
      await progress(STEPS, STEPS, `Trained on ${labels.length} labels`);
      result = { labels: labels.length, accuracy: cv?.accuracy ?? null };
      if ((await latestLabel(db, teamId)) <= seen) break;
    }
    return result;
  },
});

/** Queues the team's retraining (one pending at a time); `ownerUserId` is who asked, if a member did. */
export function queueTeamSentimentTraining(teamId: string, ownerUserId: string | null = null) {
  return enqueueJob(trainTeamSentimentJob, { teamId }, { ownerTeamId: teamId, ownerUserId, dedupeKey: `sentiment.train:${teamId}` });
}
