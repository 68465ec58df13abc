import "server-only";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AccountEnrichment, PostEnrichment } from "@/lib/domain/enrichment/enrich";
import type { Interest } from "@/lib/domain/enrichment/interests";
import { baseModelBytes } from "@/lib/server/sentiment/base-model";

const WORKER_FILE = ["enrich-worker", "mjs"].join(".");

export interface EnrichJob {
  id: number;
  /** hasEntities: the source gave the post's entities (the worker then adds only emoji). */
  posts: { text: string; lang: string | null; hasEntities: boolean }[];
  accounts: { name: string; bio: string; location: string }[];
  /** The fixed clock (ms) for age from birth year, or null for the real one. */
  now: number | null;
}

export type EnrichReply = { id: number; posts: PostEnrichment[]; accounts: AccountEnrichment[] } | { id: number; error: string };

/** A worker's first message: its modules are loaded. */
export const WORKER_READY = "ready";

/**
 * Worker threads that enrich posts and profiles (language, entities, keywords, sentiment, gender,
 * location, job, interests) beside the thread that parses input and writes to the database. Each
 * job is split across the workers; replies come back in job order.
 */
export class EnrichPool {
  private workers: Worker[] = [];
  private waiting = new Map<number, { resolve: (r: EnrichReply) => void; reject: (e: Error) => void }>();
  private next = 0;
  private started = 0;

  constructor(size: number, interests: Interest[] | null) {
    // The worker's path is built at run time, never as new URL("<literal>", import.meta.url):
    // Next's bundler follows that form into the worker and tsx (the app never starts workers; the
    // CLIs and benchmarks do, under tsx).
    const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), WORKER_FILE);
    const sentimentModel = baseModelBytes();
    for (let i = 0; i < size; i++) {
      const worker = new Worker(entry, { workerData: { interests, sentimentModel } });
      worker.on("message", (reply: EnrichReply | typeof WORKER_READY) => {
        if (reply === WORKER_READY) {
          this.started += 1;
          return;
        }
        const w = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        w?.resolve(reply);
      });
      worker.on("error", (error) => this.failAll(error));
      worker.on("exit", (code) => code !== 0 && this.failAll(new Error(`an enrichment worker stopped (exit code ${code})`)));
      this.workers.push(worker);
    }
  }

  /** Every worker has loaded its modules (starting one takes a while: tsx compiles them). */
  get ready(): boolean {
    return this.workers.length > 0 && this.started === this.workers.length;
  }

  private failAll(error: Error) {
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
  }

  private run(worker: Worker, job: Omit<EnrichJob, "id">): Promise<EnrichReply> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...job, id });
    });
  }

  /** Enrich posts and profiles, spread over the workers. */
  async enrich(posts: EnrichJob["posts"], accounts: EnrichJob["accounts"], now?: Date): Promise<{ posts: PostEnrichment[]; accounts: AccountEnrichment[] }> {
    const n = this.workers.length;
    const slice = <T>(items: T[], i: number) => items.slice(Math.floor((items.length * i) / n), Math.floor((items.length * (i + 1)) / n));
    const replies = await Promise.all(this.workers.map((w, i) => this.run(w, { posts: slice(posts, i), accounts: slice(accounts, i), now: now?.getTime() ?? null })));
    const out = { posts: [] as PostEnrichment[], accounts: [] as AccountEnrichment[] };
    for (const r of replies) {
      if ("error" in r) throw new Error(`enrichment failed in a worker: ${r.error}`);
      out.posts.push(...r.posts);
      out.accounts.push(...r.accounts);
    }
    return out;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers = [];
  }
}
