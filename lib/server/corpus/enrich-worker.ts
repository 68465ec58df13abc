import { parentPort } from "node:worker_threads";
import { enrichAccount, enrichPost } from "@/lib/domain/enrichment/enrich";
import { interestTaxonomy } from "./interest-taxonomy";
import type { EnrichJob, EnrichReply } from "./enrich-pool";

/** Runs in a worker thread: enriches the posts and profiles of one job and sends the results back. */
parentPort!.on("message", (job: EnrichJob) => {
  let reply: EnrichReply;
  try {
    const matcher = interestTaxonomy()?.matcher;
    const now = job.now === null ? undefined : new Date(job.now);
    reply = {
      id: job.id,
      posts: job.posts.map((p) => enrichPost(p.text, p.lang, p.entities)),
      accounts: job.accounts.map((a) => enrichAccount(a, matcher, now)),
    };
  } catch (error) {
    reply = { id: job.id, error: (error as Error).stack ?? String(error) };
  }
  parentPort!.postMessage(reply);
});
