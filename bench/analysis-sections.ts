// Each section of a report timed alone (a fresh section context each, so work sections share is
// counted in every section that needs it), after the audience is resolved once.
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import type { XDataSource } from "@/lib/server/x/data-source";
import { resolveAudience } from "@/lib/server/analysis/audience";
import { sectionContext } from "@/lib/server/analysis/sections/context";
import { sectionsFor } from "@/lib/server/analysis/sections";
import type { AnalysisQuery } from "@/lib/schemas/analysis";

export async function timeSections(db: Database, source: XDataSource, q: AnalysisQuery): Promise<Record<string, number>> {
  const c = config();
  const sample = { cap: c.ANALYSIS_SAMPLE_CAP, seed: c.ANALYSIS_SAMPLE_SEED, detailCap: Math.min(c.ANALYSIS_SAMPLE_CAP, c.ANALYSIS_DETAIL_CAP) };
  const out: Record<string, number> = {};
  let t = performance.now();
  const audience = await resolveAudience(db, source, q, { cap: sample.cap, seed: sample.seed, now: new Date(), postCap: sample.detailCap });
  out.audience = performance.now() - t;
  for (const [name, compute] of Object.entries(sectionsFor(q.type).computed)) {
    t = performance.now();
    await compute!(sectionContext(db, audience, sample), q);
    out[name] = performance.now() - t;
  }
  return out;
}
