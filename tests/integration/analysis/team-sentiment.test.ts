import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { createTeam } from "@/lib/server/teams/create-team";
import { workUntilFinished } from "@/lib/server/jobs/work-until-finished";
import { trainTeamSentimentJob } from "@/lib/server/sentiment/train-team-model-job";
import { analyzeQuery } from "@/lib/server/analysis/analyze-query";
import * as labelRoute from "@/app/api/teams/[slug]/sentiment-labels/[postId]/route";
import * as labelsRoute from "@/app/api/teams/[slug]/sentiment-labels/route";
import * as modelRoute from "@/app/api/teams/[slug]/sentiment-model/route";
import { freshDatabase } from "@/tests/support/test-db";
import { signedInCaller } from "@/tests/support/auth";
import { addMember } from "@/tests/support/team-members";
import { pauseAppJobWorker } from "@/tests/support/job-worker-paused";
import { POSTS, WINDOW, seedConversationCorpus } from "@/tests/support/conversation-corpus";
import { eq } from "drizzle-orm";
import { teamSentimentModels } from "@/lib/server/db/schema";
import { decodeModel, encodeModel } from "@/lib/domain/sentiment-model/model-file";
import { baseModelVersion } from "@/lib/server/sentiment/base-model";

let handle: DatabaseHandle;
let resumeJobs: () => Promise<void>;
let member: Awaited<ReturnType<typeof signedInCaller>>;
let slug: string;
let teamId: string;

beforeAll(async () => {
  handle = await freshDatabase();
  resumeJobs = await pauseAppJobWorker();
  await seedConversationCorpus(handle.db);
  const admin = await signedInCaller("admin@brew.test");
  const team = await createTeam(admin.userId, { name: "Brew" });
  slug = team.slug;
  teamId = team.id;
  member = await signedInCaller("member@brew.test");
  await addMember(team.id, member.userId);
});
afterAll(async () => {
  await resumeJobs();
  await handle.close();
});

const correct = (postId: string, label: string) => member.call(labelRoute.PUT, "PUT", `/api/teams/${slug}/sentiment-labels/${postId}/`, { params: { slug, postId }, body: { label } });
const status = () => member.call(modelRoute.GET, "GET", `/api/teams/${slug}/sentiment-model/`, { params: { slug } });
const train = async (jobId: number) => workUntilFinished(handle.db, jobId, [trainTeamSentimentJob]);

/** In this team's domain a boiling kettle is bad news: every "kettle" post is negative. */
const KETTLE = POSTS.filter((p) => p.text === "the kettle is boiling").slice(0, 6);

describe("a team teaching sentiment its domain", () => {
  it("starts with no labels and no model of its own", async () => {
    const res = await status();
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ labels: 0, model: null, job: null });
  });

  it("refuses an unknown label and a post Murmur does not hold, writing nothing", async () => {
    expect((await correct(KETTLE[0].id, "furious")).status).toBe(400);
    const missing = await correct("424242", "negative");
    expect(missing.status).toBe(404);
    expect(missing.data.detail).toBe("No post with this id in Murmur's data.");
    expect((await status()).data.labels).toBe(0);
  });

  it("keeps one label per post (the latest click wins) and queues one retraining job", async () => {
    const first = await correct(KETTLE[0].id, "positive");
    expect(first.status).toBe(200);
    const again = await correct(KETTLE[0].id, "negative");
    expect(again.data).toMatchObject({ post_id: KETTLE[0].id, label: "negative", labels: 1 });
    expect(again.data.job_id).toBe(first.data.job_id);
    const listed = await member.call(labelsRoute.GET, "GET", `/api/teams/${slug}/sentiment-labels/?posts=${KETTLE[0].id},${KETTLE[1].id}`, { params: { slug } });
    expect(listed.data).toEqual([{ post_id: KETTLE[0].id, label: "negative" }]);
  });

  it("retrains the team's model as a job with progress, and shows its label count and cross-validated accuracy", async () => {
    let last = null;
    for (const p of KETTLE.slice(1)) last = await correct(p.id, "negative");
    const job = await train(last!.data.job_id);
    expect(job.status).toBe("done");
    expect(job.progressDone).toBe(job.progressTotal);
    const res = await status();
    expect(res.data.labels).toBe(6);
    expect(res.data.model).toMatchObject({ label_count: 6 });
    expect(res.data.model.accuracy).toBeGreaterThanOrEqual(0);
    expect(res.data.model.accuracy).toBeLessThanOrEqual(1);
    expect(res.data.job).toMatchObject({ status: "done", progress: { done: 6, total: 6 } });
  });

  it("labels the team's analyses with the team's model, and names it on the card", async () => {
    const body = { query_type: "conversation", query: "kettle", start: WINDOW.start, end: WINDOW.end } as Parameters<typeof analyzeQuery>[1];
    const theirs = await analyzeQuery({ userId: member.userId, email: null, teamId }, body);
    const general = await analyzeQuery({ userId: member.userId, email: null, teamId: null }, body);
    const ours = theirs.sections.sentiment_analysis as { negative: number; model: { kind: string; team_labels: number } };
    const shipped = general.sections.sentiment_analysis as { negative: number; model: { kind: string } };
    expect(ours.model).toMatchObject({ kind: "team", team_labels: 6 });
    expect(shipped.model.kind).toBe("base");
    const kettles = POSTS.filter((p) => p.text === "the kettle is boiling" && p.createdAt < new Date(WINDOW.end)).length;
    expect(ours.negative).toBeGreaterThanOrEqual(kettles);
    expect(ours.negative).toBeGreaterThan(shipped.negative);
    // The listed posts carry the label the team's model gives, as the card counts them.
    const listed = (theirs.sections.conversation_posts as { rows: { text: string; sentiment_label: string }[] }).rows;
    const kettleRows = listed.filter((p) => p.text === "the kettle is boiling");
    expect(kettleRows.length).toBeGreaterThan(0);
    expect(kettleRows.map((p) => p.sentiment_label)).toEqual(kettleRows.map(() => "negative"));
  });

  it("does not use a team model adapted from an older shipped model: falls back to the shipped one, retrains, then uses the new one", async () => {
    const body = { query_type: "conversation", query: "kettle", start: WINDOW.start, end: WINDOW.end } as Parameters<typeof analyzeQuery>[1];
    const cardModel = async () => ((await analyzeQuery({ userId: member.userId, email: null, teamId }, body)).sections.sentiment_analysis as { model: { kind: string } }).model;
    // The stored model as a release with another shipped model wrote it (and as files written before the version was recorded).
    const [row] = await handle.db.select({ model: teamSentimentModels.model }).from(teamSentimentModels).where(eq(teamSentimentModels.teamId, teamId));
    const stored = decodeModel(Buffer.from(row.model, "base64"));
    expect(stored.facts.baseVersion).toBe(baseModelVersion());
    for (const baseVersion of ["0123456789abcdef", undefined]) {
      const older = Buffer.from(encodeModel(stored.model, { ...stored.facts, baseVersion })).toString("base64");
      await handle.db.update(teamSentimentModels).set({ model: older, trainedAt: new Date() }).where(eq(teamSentimentModels.teamId, teamId));
      expect(await cardModel()).toMatchObject({ kind: "base" });
      const queued = (await status()).data.job;
      expect(queued).toMatchObject({ status: "queued" });
      // Asking again while it is pending queues nothing more.
      await cardModel();
      expect((await status()).data.job.id).toBe(queued.id);
      expect((await train(queued.id)).status).toBe("done");
      expect(await cardModel()).toMatchObject({ kind: "team", team_labels: 6 });
    }
  });
});
