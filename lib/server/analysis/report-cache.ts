import "server-only";
import type { Database } from "@/lib/server/db/client";
import type { AnalysisReport } from "@/lib/schemas/analysis";

/** Most reports kept in memory per database (least recently used go first). */
const MAX_REPORTS = 64;

const byDatabase = new WeakMap<Database, Map<string, AnalysisReport>>();

/**
 * The process's own copy of recently used cached reports, in front of the analysis_results table:
 * a hit costs no database round trip nor JSON parse of the stored report. Keys carry the corpus
 * version, so a report of an older corpus is never found; entries of older versions are dropped
 * when a newer one is stored.
 */
export const reportCache = {
  get(db: Database, key: string): AnalysisReport | null {
    const reports = byDatabase.get(db);
    const report = reports?.get(key);
    if (!reports || !report) return null;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    reports.delete(key);
    reports.set(key, report);
    return report;
  },
  set(db: Database, key: string, report: AnalysisReport): void {
    let reports = byDatabase.get(db);
    if (!reports) byDatabase.set(db, (reports = new Map()));
    for (const [k, r] of reports) if (r.corpus_version < report.corpus_version) reports.delete(k);
    reports.delete(key);
    reports.set(key, report);
    while (reports.size > MAX_REPORTS) reports.delete(reports.keys().next().value!);
  },
};
