import "server-only";
import { createHash } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { analysisResults } from "@/lib/server/db/schema";
import { corpusVersion } from "@/lib/server/corpus/corpus-version";
import type { XDataSource } from "@/lib/server/x/data-source";
import { XDataError } from "@/lib/server/x/errors";
import { AppError } from "@/lib/server/http/app-error";
import type { AnalysisQuery, AnalysisReport } from "@/lib/schemas/analysis";
import { resolveAudience, conversationWindow } from "./audience";
import { sectionContext } from "./sections/context";
import { sectionsFor } from "./sections";
import { reportCache } from "./report-cache";
import type { TeamModel } from "@/lib/server/sentiment/team-model";

export interface RunOptions {
  now?: Date;
  cap?: number;
  /** Most accounts and posts the costlier sections read (see ANALYSIS_DETAIL_CAP). */
  detailCap?: number;
  seed?: number;
  /** Skip the cache (benchmarks of cold reports). */
  fresh?: boolean;
  /** A team's own sentiment model: its reports are its own (keyed by the model's version). */
  sentiment?: TeamModel | null;
  /** The corpus version, when the caller read it already (with the saved query); used only before any audience work. */
  corpusVersion?: number;
}

/** Errors of the data source as errors a user can act on (never a 500 for a bad handle). */
export function asAppError(e: unknown): unknown {
  if (!(e instanceof XDataError)) return e;
  if (e.kind === "not_found") return new AppError("not_found", e.message);
  if (e.kind === "invalid") return new AppError("bad_request", e.message);
  if (e.kind === "rate_limit" || e.kind === "usage_cap") return new AppError("rate_limited", e.message);
  return new AppError("unprocessable", `X could not answer: ${e.message}`);
}

/** The window a query covers, resolved so that "default" windows key the cache by their real bounds (to the minute). */
function cacheKey(q: AnalysisQuery, version: number, sample: { cap: number; detailCap: number; seed: number }, now: Date, sentiment: string | null): string {
  const window = q.type === "conversation" ? conversationWindow(q, new Date(Math.floor(now.getTime() / 60_000) * 60_000)) : null;
  const text = JSON.stringify({ q, window, version, ...sample, ...(sentiment ? { sentiment } : {}) });
  return createHash("sha256").update(text).digest("hex");
}

/** A full report (every section the query type has) for one analysis query, cached per corpus version. */
export async function runAnalysis(db: Database, source: XDataSource, q: AnalysisQuery, o: RunOptions = {}): Promise<AnalysisReport> {
  const c = config();
  const now = o.now ?? new Date();
  const cap = o.cap ?? c.ANALYSIS_SAMPLE_CAP;
  const seed = o.seed ?? c.ANALYSIS_SAMPLE_SEED;
  const detailCap = Math.min(cap, o.detailCap ?? c.ANALYSIS_DETAIL_CAP);
  try {
    const cached = async (known?: number) => {
      const version = known ?? (await corpusVersion(db));
      const key = cacheKey(q, version, { cap, detailCap, seed }, now, o.sentiment?.version ?? null);
      if (o.fresh) return { version, key, report: null };
      const kept = reportCache.get(db, key);
      if (kept) return { version, key, report: kept };
      const hit = await db.select({ report: analysisResults.report }).from(analysisResults).where(eq(analysisResults.key, key)).limit(1);
      const report = hit.length ? (hit[0].report as AnalysisReport) : null;
      if (report) reportCache.set(db, key, report);
      return { version, key, report };
    };
    // The local corpus answers from the cache before any audience work; a live source first fetches
    // (its writes bump the version), so its key is taken after resolving.
    let hit = source.kind === "local" ? await cached(o.corpusVersion) : null;
    if (hit?.report) return hit.report;
    const audience = await resolveAudience(db, source, q, { cap, seed, now, postCap: detailCap });
    if (!hit) hit = await cached();
    if (hit.report) return hit.report;
    const { version, key } = hit;
    const ctx = sectionContext(db, audience, { cap, seed, detailCap }, undefined, o.sentiment ?? null);
    const { computed, notApplicable } = sectionsFor(q.type);
    const entries = await Promise.all(Object.entries(computed).map(async ([name, compute]) => [name, await compute!(ctx, q)] as const));
    const report: AnalysisReport = {
      query: q,
      corpus_version: version,
      audience: { population: audience.population, sampled: audience.ids.length, is_sample: audience.ids.length < audience.population, posts_matched: audience.posts?.population ?? null },
      sections: Object.fromEntries(entries),
      not_applicable: notApplicable,
    };
    await db.insert(analysisResults).values({ key, corpusVersion: version, report }).onConflictDoUpdate({ target: analysisResults.key, set: { report } });
    // Kept as the stored JSON reads back (dates as strings), so a hit from memory equals one from the table.
    reportCache.set(db, key, JSON.parse(JSON.stringify(report)) as AnalysisReport);
    // Reports of older corpus versions can never be hit again.
    await db.delete(analysisResults).where(lt(analysisResults.corpusVersion, version));
    return report;
  } catch (e) {
    throw asAppError(e);
  }
}
