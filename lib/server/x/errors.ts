import "server-only";

export type XErrorKind = "rate_limit" | "usage_cap" | "auth" | "not_found" | "invalid" | "server";

export interface XProblem {
  title: string;
  detail: string;
  type: string;
  resourceId?: string;
}

/** Every data-source failure, whatever the source, in one shape. */
export class XDataError extends Error {
  constructor(
    readonly kind: XErrorKind,
    message: string,
    readonly status: number,
    readonly problems: XProblem[] = [],
    readonly resetAt?: Date,
  ) {
    super(message);
  }
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

/** X problem objects, and the old `{errors:[{code, message}]}` shape. */
export function parseProblems(body: unknown): XProblem[] {
  if (typeof body !== "object" || body === null) return [];
  const b = body as Obj;
  const list = Array.isArray(b.errors) ? b.errors : b.type || b.title ? [b] : [];
  return list
    .filter((e): e is Obj => typeof e === "object" && e !== null)
    .map((e) => ({
      title: str(e.title) ?? (e.code !== undefined ? `code ${e.code}` : "Error"),
      detail: str(e.detail) ?? str(e.message) ?? "",
      type: str(e.type) ?? (e.code === 88 ? "https://api.x.com/2/problems/rate-limit-exceeded" : ""),
      resourceId: str(e.resource_id) ?? str(e.value),
    }));
}

const kindOfProblem = (type: string): XErrorKind | null => {
  if (type.endsWith("/usage-capped")) return "usage_cap";
  if (type.endsWith("/rate-limit-exceeded")) return "rate_limit";
  if (type.endsWith("/resource-not-found")) return "not_found";
  if (type.endsWith("/not-authorized-for-resource") || type.endsWith("/client-forbidden") || type.endsWith("/unsupported-authentication")) return "auth";
  if (type.endsWith("/invalid-request")) return "invalid";
  return null;
};

/** An HTTP failure of the X API as an XDataError. */
export function errorFromResponse(status: number, body: unknown, resetAt?: Date): XDataError {
  const problems = parseProblems(body);
  const byType = problems.map((p) => kindOfProblem(p.type)).find((k) => k !== null) ?? null;
  let kind: XErrorKind;
  if (status === 429) kind = byType === "usage_cap" ? "usage_cap" : "rate_limit";
  else if (status === 401 || status === 403) kind = "auth";
  else if (status === 404) kind = "not_found";
  else if (status >= 500) kind = "server";
  else kind = byType ?? "invalid";
  const message = problems[0]?.detail || problems[0]?.title || `X API answered ${status}`;
  return new XDataError(kind, message, status, problems, resetAt);
}
