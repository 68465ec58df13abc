import "server-only";
import { Auth } from "@auth/core";
import type { ResponseInternal } from "@auth/core/types";
import { config } from "@/lib/server/config";
import { AUTH_BASE_PATH, authConfig } from "./auth-config";
import { withAuthCall, type AuthCall } from "./call-context";

export interface AuthCookie {
  name: string;
  value: string;
  options?: Record<string, unknown>;
}

export interface AuthOutcome {
  redirect?: string;
  cookies: AuthCookie[];
  body?: unknown;
}

/** Auth.js refused: `type` is its error name (Verification, OAuthAccountNotLinked, ...). */
export class AuthRefusal extends Error {
  constructor(readonly type: string) {
    super(`Auth.js refused: ${type}`);
  }
}

interface AuthRequest {
  action: "signin" | "callback" | "signout" | "session";
  providerId?: string;
  method?: "GET" | "POST";
  query?: Record<string, string>;
  body?: Record<string, string>;
  cookies?: Record<string, string>;
  call?: AuthCall;
}

/** The error an Auth.js error redirect names (…/error?error=Verification). */
function refusalFrom(location: string | null): AuthRefusal | null {
  if (!location) return null;
  const error = new URL(location, "http://auth.invalid").searchParams.get("error");
  return error ? new AuthRefusal(error) : null;
}

/**
 * Runs one Auth.js action in-process, on the one sign-in origin (AUTH_URL), and returns what it
 * decided (redirect, cookies, body) for our endpoint to answer in the spec's JSON shape.
 */
export async function runAuth(req: AuthRequest): Promise<AuthOutcome> {
  const origin = new URL(config().AUTH_URL).origin;
  const url = new URL(`${AUTH_BASE_PATH}/${req.action}${req.providerId ? `/${req.providerId}` : ""}`, origin);
  if (req.query) url.search = new URLSearchParams(req.query).toString();
  const headers = new Headers();
  const cookies = Object.entries(req.cookies ?? {});
  if (cookies.length) headers.set("cookie", cookies.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "));
  let body: string | undefined;
  if (req.body) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(req.body).toString();
  }
  const request = new Request(url, { method: req.method ?? "GET", headers, body });
  const options = await authConfig();
  let answer: ResponseInternal | Response;
  try {
    answer = await withAuthCall(req.call ?? { language: "en" }, () => Auth(request, options) as Promise<ResponseInternal | Response>);
  } catch (error) {
    throw new AuthRefusal((error as { type?: string }).type ?? "Configuration");
  }
  if (answer instanceof Response) {
    throw refusalFrom(answer.headers.get("location")) ?? new AuthRefusal(`HTTP ${answer.status}`);
  }
  const refusal = refusalFrom(answer.redirect ?? null);
  if (refusal) throw refusal;
  return { redirect: answer.redirect, cookies: (answer.cookies ?? []) as AuthCookie[], body: answer.body };
}
