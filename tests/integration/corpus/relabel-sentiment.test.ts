import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { corpusAccounts, corpusPosts, jobs } from "@/lib/server/db/schema";
import { corpusVersion } from "@/lib/server/corpus/corpus-version";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { workUntilFinished } from "@/lib/server/jobs/work-until-finished";
import { queueRelabelIfNeeded, relabelCorpusJob } from "@/lib/server/sentiment/relabel-corpus-job";
import { baseSentimentModel } from "@/lib/server/sentiment/base-model";
import { MODEL_METHOD, modelSentiment } from "@/lib/domain/sentiment-model/model-sentiment";
import { freshDatabase } from "../../support/test-db";

const TEXTS = ["I love this new trail, what a view!", "Worst service ever, never again.", "The meeting moved to room 4."];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
  await handle.db.insert(corpusAccounts).values([{ id: "a1", handle: "walker", name: "Walker", origin: "test" }]);
  // As older releases left them: labelled by the lexicon, the last one by the previous shipped model.
  await handle.db.insert(corpusPosts).values(TEXTS.map((text, i) => ({
    id: String(5000 + i), authorId: "a1", text, createdAt: new Date("2025-01-01T00:00:00Z"), lang: "en", origin: "test",
    sentiment: 0, sentimentLabel: "neutral", sentimentMethod: i === 2 ? "ngram-linear-v1" : "lexicon-rules-v1", sentimentConfidence: 0.4,
  })));
});
afterAll(async () => handle.close());

describe("posts labelled by an older method", () => {
  it("are labelled again by the shipped model in a job, and the derived tables are queued for a rebuild", async () => {
    const version = await corpusVersion(handle.db);
    const id = await queueRelabelIfNeeded(handle.db);
    expect(id).not.toBeNull();
    const job = await workUntilFinished(handle.db, id!, [relabelCorpusJob]);
    expect(job).toMatchObject({ status: "done", result: { relabelled: 3 }, progressDone: 3, progressTotal: 3 });
    const posts = await queryRows<{ text: string; sentiment_label: string; sentiment_method: string }>(handle.db, sql`select text, sentiment_label, sentiment_method from corpus_posts order by id`);
    const { model } = baseSentimentModel();
    expect(posts).toEqual(TEXTS.map((text) => ({ text, sentiment_label: modelSentiment(model, text).label, sentiment_method: MODEL_METHOD })));
    expect(posts.map((p) => p.sentiment_label)).toEqual(["positive", "negative", "neutral"]);
    expect(await corpusVersion(handle.db)).toBeGreaterThan(version);
    expect(await handle.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.name, "corpus.refresh-derived"))).toHaveLength(1);
  });

  it("leave nothing to do once labelled: no job is queued", async () => {
    expect(await queueRelabelIfNeeded(handle.db)).toBeNull();
  });
});
