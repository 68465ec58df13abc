import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { db as appDb } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/client";
import { corpusPosts, jobs, sentimentLabels, teamSentimentModels } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { SavedSentimentLabel, TeamSentimentLabel, TeamSentimentStatus } from "@/lib/schemas/sentiment";
import { queueTeamSentimentTraining, trainTeamSentimentJob } from "./train-team-model-job";

async function labelCount(db: Database, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sentimentLabels).where(eq(sentimentLabels.teamId, teamId));
  return row?.n ?? 0;
}

/** Keeps a member's correction of a post's sentiment and queues the team's retraining. */
export async function saveSentimentLabel(
  who: { teamId: string; userId: string },
  postId: string,
  label: TeamSentimentLabel["label"],
): Promise<SavedSentimentLabel> {
  const db = await appDb();
  const [post] = await db.select({ text: corpusPosts.text }).from(corpusPosts).where(eq(corpusPosts.id, postId));
  if (!post) throw new AppError("not_found", "No post with this id in Murmur's data.");
  const values = { teamId: who.teamId, postId, text: post.text, label, labelledBy: who.userId, updatedAt: new Date() };
  await db
    .insert(sentimentLabels)
    .values(values)
    .onConflictDoUpdate({ target: [sentimentLabels.teamId, sentimentLabels.postId], set: { label, text: post.text, labelledBy: who.userId, updatedAt: values.updatedAt } });
  const job = await queueTeamSentimentTraining(who.teamId, who.userId);
  return { post_id: postId, label, labels: await labelCount(db, who.teamId), job_id: job.id };
}

/** The team's labels of the given posts. */
export async function sentimentLabelsOf(teamId: string, postIds: string[]): Promise<TeamSentimentLabel[]> {
  if (!postIds.length) return [];
  return (await appDb())
    .select({ post_id: sentimentLabels.postId, label: sentimentLabels.label })
    .from(sentimentLabels)
    .where(and(eq(sentimentLabels.teamId, teamId), inArray(sentimentLabels.postId, postIds)));
}

/** How many labels the team gave, its model's figures and its latest retraining job. */
export async function teamSentimentStatus(teamId: string): Promise<TeamSentimentStatus> {
  const db = await appDb();
  const [model] = await db
    .select({ labelCount: teamSentimentModels.labelCount, accuracy: teamSentimentModels.accuracy, macroF1: teamSentimentModels.macroF1, trainedAt: teamSentimentModels.trainedAt })
    .from(teamSentimentModels)
    .where(eq(teamSentimentModels.teamId, teamId));
  const [job] = await db
    .select({ id: jobs.id, status: jobs.status, done: jobs.progressDone, total: jobs.progressTotal, message: jobs.progressMessage })
    .from(jobs)
    .where(and(eq(jobs.ownerTeamId, teamId), eq(jobs.name, trainTeamSentimentJob.name)))
    .orderBy(desc(jobs.id))
    .limit(1);
  return {
    labels: await labelCount(db, teamId),
    model: model ? { label_count: model.labelCount, accuracy: model.accuracy, macro_f1: model.macroF1, trained_at: model.trainedAt.toISOString() } : null,
    job: job
      ? { id: job.id, status: job.status, progress: job.total === null ? null : { done: job.done ?? 0, total: job.total, ...(job.message ? { message: job.message } : {}) } }
      : null,
  };
}
