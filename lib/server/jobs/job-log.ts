import "server-only";
import { redactSecrets } from "@/lib/domain/log-redaction";
import { logLine } from "@/lib/server/logging/log-line";

export interface JobRunLine {
  job_id: number;
  name: string;
  attempt: number;
  outcome: "done" | "retry" | "failed" | "lost";
  duration_ms: number;
  /** The error's message only (never the payload, which may hold what a user typed). */
  error?: string;
  retry_in_ms?: number;
}

const MAX_ERROR = 300;

/** One structured line per job run, on stdout (stderr when it did not succeed). */
export function logJobRun(line: JobRunLine): void {
  const error = line.error && redactSecrets(line.error.replace(/\s+/g, " ")).slice(0, MAX_ERROR);
  logLine(line.outcome === "done" ? "info" : "warn", "job", { ...line, error: error || undefined });
}
