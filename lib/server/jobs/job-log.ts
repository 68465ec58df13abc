import "server-only";

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

/** Credentials an error message may carry (a connection string, an authorization header, a token parameter). */
export function redactSecrets(text: string): string {
  return text
    .replace(/(\w+:\/\/[^:/\s]+:)[^@\s]+@/g, "$1***@")
    .replace(/\b(Bearer|Basic|OAuth)\s+[^\s,]+/gi, "$1 ***")
    .replace(/\b((?:access_|api_|auth_)?token|secret|password|key)=([^&\s]+)/gi, "$1=***");
}

/**
 * An error's message for logs and the job's record: a failed query's cause (its driver message), not
 * the query text and parameters drizzle wraps it in (those may hold what a user typed).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redactSecrets(String(error));
  const inner = error.message.startsWith("Failed query") && error.cause instanceof Error ? error.cause : error;
  return redactSecrets(inner.message || inner.name);
}

/** One structured line per job run, on stdout (stderr when it did not succeed). */
export function logJobRun(line: JobRunLine): void {
  const out = { level: line.outcome === "done" ? "info" : "warn", event: "job", at: new Date().toISOString(), ...line };
  if (out.error) out.error = redactSecrets(out.error.replace(/\s+/g, " ")).slice(0, MAX_ERROR);
  (line.outcome === "done" ? console.log : console.error)(JSON.stringify(out));
}
