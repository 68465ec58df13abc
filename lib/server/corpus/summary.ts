import "server-only";
import type { RowProblem } from "./records";

export interface KindCounts {
  read: number;
  inserted: number;
  updated: number;
  /** Records whose id came again in the same import (includes repeated, later copies). */
  repeated: number;
}

export type RecordKind = "post" | "account" | "follow" | "count";

export interface ImportSummary {
  file: string;
  format: string;
  lines: number;
  read: number;
  inserted: number;
  updated: number;
  skipped: number;
  deleted: number;
  /** Problem objects X returned beside the data (partial errors), kept for the report. */
  apiErrors: number;
  byKind: Record<RecordKind, KindCounts>;
  problems: RowProblem[];
  /** How many problems were not kept in `problems` (it is capped). */
  problemsOmitted: number;
}

export const MAX_PROBLEMS = 1000;

const kind = (): KindCounts => ({ read: 0, inserted: 0, updated: 0, repeated: 0 });

export function emptySummary(file: string, format: string): ImportSummary {
  return {
    file, format, lines: 0, read: 0, inserted: 0, updated: 0, skipped: 0, deleted: 0, apiErrors: 0,
    byKind: { post: kind(), account: kind(), follow: kind(), count: kind() },
    problems: [], problemsOmitted: 0,
  };
}

export function addProblem(s: ImportSummary, line: number, message: string): void {
  s.skipped += 1;
  if (s.problems.length < MAX_PROBLEMS) s.problems.push({ line, message });
  else s.problemsOmitted += 1;
}

/** Totals over the kinds. */
export function finishSummary(s: ImportSummary): ImportSummary {
  const kinds = Object.values(s.byKind);
  s.read = kinds.reduce((n, k) => n + k.read, 0);
  s.inserted = kinds.reduce((n, k) => n + k.inserted, 0);
  s.updated = kinds.reduce((n, k) => n + k.updated, 0);
  return s;
}
