import "server-only";

export type LogLevel = "info" | "warn" | "error";

/** One structured log line (JSON) on stdout, or stderr for warnings and errors. Callers pass no secrets. */
export function logLine(level: LogLevel, event: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, event, at: new Date().toISOString(), ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}
