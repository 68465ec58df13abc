import { parentPort, workerData } from "node:worker_threads";
import { enrichAccount, enrichPost } from "@/lib/domain/enrichment/enrich";
import { interestMatcher, type Interest } from "@/lib/domain/enrichment/interests";
import { decodeModel } from "@/lib/domain/sentiment-model/model-file";
import type { EnrichJob, EnrichReply, WORKER_READY } from "./enrich-pool";

/*
 * Runs in a worker thread: enriches the posts and profiles of one job and sends the results back.
 * Imports only pure modules (the interest taxonomy and the sentiment model's bytes arrive as workerData).
 */
const data = workerData as { interests: Interest[] | null; sentimentModel: Uint8Array };
const matcher = data.interests ? interestMatcher(data.interests) : undefined;
const sentiment = decodeModel(data.sentimentModel).model;

parentPort!.on("message", (job: EnrichJob) => {
  let reply: EnrichReply;
  try {
    const now = job.now === null ? undefined : new Date(job.now);
    reply = {
      id: job.id,
      posts: job.posts.map((p) => enrichPost(p.text, p.lang, p.hasEntities ? [] : undefined, sentiment)),
      accounts: job.accounts.map((a) => enrichAccount(a, matcher, now)),
    };
  } catch (error) {
    reply = { id: job.id, error: (error as Error).stack ?? String(error) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage("ready" satisfies typeof WORKER_READY);
