// What may go into a log line: secrets are masked before anything is written.

/** Credentials an error message may carry (a connection string, an authorization header, a token parameter). */
export function redactSecrets(text: string): string {
  return text
    .replace(/(\w+:\/\/[^:/\s]+:)[^@\s]+@/g, "$1***@")
    .replace(/\b(Bearer|Basic|OAuth|Token)\s+[^\s,]+/gi, "$1 ***")
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

/** Query parameters whose values are never logged: sign-in codes, tokens, keys, signatures, addresses. */
const SECRET_PARAM = /token|secret|password|passwd|key|code|signature|sig$|auth|session|csrf|verifier|state|email|otp/i;

/** A request target fit for a log line: the path, and the query with secret-looking values masked. */
export function loggablePath(target: string): string {
  const q = target.indexOf("?");
  if (q < 0) return target;
  const params = new URLSearchParams(target.slice(q + 1));
  const kept = [...params].map(([k, v]) => `${encodeURIComponent(k)}=${SECRET_PARAM.test(k) ? "***" : encodeURIComponent(v)}`);
  return kept.length ? `${target.slice(0, q)}?${kept.join("&")}` : target.slice(0, q);
}
