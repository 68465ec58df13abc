import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { defineJob } from "@/lib/server/jobs/job";
import { enqueueJob } from "@/lib/server/jobs/enqueue";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";
import { queueDerivedRefresh } from "@/lib/server/corpus/derived/refresh-derived-job";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { MODEL_METHOD, modelSentiment } from "@/lib/domain/sentiment-model/model-sentiment";
import { baseSentimentModel } from "./base-model";

const BATCH = 5000;
const STALE = sql`sentiment_method is distinct from ${MODEL_METHOD}`;

async function staleCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from corpus_posts where ${STALE}`);
  return row?.n ?? 0;
}

/**
 * Labels again, with the shipped model, the posts an older release labelled with the lexicon or an
 * older model, so a card naming the model tells the truth about every post; then the derived tables are rebuilt. Runs
 * in batches (each committed), so a restart carries on where it stopped.
 */
export const relabelCorpusJob = defineJob<Record<string, never>>({
  name: "sentiment.relabel-corpus",
  maxAttempts: 3,
  async run(_payload, { db, progress }) {
    const { model } = baseSentimentModel();
    const total = await staleCount(db);
    let done = 0;
    for (;;) {
      const posts = await queryRows<{ id: string; text: string }>(db, sql`select id, text from corpus_posts where ${STALE} order by id limit ${BATCH}`);
      if (!posts.length) break;
      const labelled = posts.map((p) => modelSentiment(model, p.text));
      await db.execute(sql`update corpus_posts p set sentiment = u.score, sentiment_label = u.label, sentiment_method = ${MODEL_METHOD}, sentiment_confidence = u.confidence
        from unnest(${sql.param(posts.map((p) => p.id))}::text[], ${sql.param(labelled.map((l) => l.score))}::real[],
                    ${sql.param(labelled.map((l) => l.label))}::text[], ${sql.param(labelled.map((l) => l.confidence))}::real[]) as u(id, score, label, confidence)
        where p.id = u.id`);
      done += posts.length;
      await progress(Math.min(done, total), Math.max(total, done), "Labelling posts with the sentiment model");
    }
    if (done) {
      await bumpCorpusVersion(db);
      await queueDerivedRefresh({ db });
    }
    return { relabelled: done };
  },
});

/** At start-up: queue the relabelling when posts labelled by an older method remain (one pending at a time). */
export async function queueRelabelIfNeeded(db: Database): Promise<number | null> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from corpus_posts where ${STALE}) as any`);
  if (!row?.any) return null;
  return (await enqueueJob(relabelCorpusJob, {}, { db, dedupeKey: relabelCorpusJob.name })).id;
}
