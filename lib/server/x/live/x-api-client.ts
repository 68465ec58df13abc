import "server-only";
import type { RateLimitState } from "../data-source";
import { XDataError, errorFromResponse } from "../errors";
import { retryDelayMs, type RetryPolicy } from "@/lib/domain/net/retry-delay";

export interface XApiClientOptions {
  bearerToken: string;
  /** Token of a signed-in user, for endpoints X serves only in user context (liking users). */
  userToken?: string;
  baseUrl: string;
  /** Longest wait for a rate-limit reset before failing with rate_limit. */
  maxWaitSeconds: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface ApiResponse {
  body: Record<string, unknown>;
  rateLimit?: RateLimitState;
}

/** Three attempts; server errors back off 0.5 s then 1 s; a rate limit waits for its reset up to maxWaitSeconds. */
const RETRY = { maxAttempts: 3, baseMs: 500, maxBackoffMs: 8_000 };

function rateLimitOf(headers: Headers): RateLimitState | undefined {
  const limit = headers.get("x-rate-limit-limit");
  const remaining = headers.get("x-rate-limit-remaining");
  const reset = headers.get("x-rate-limit-reset");
  if (limit === null || remaining === null || reset === null) return undefined;
  return { limit: Number(limit), remaining: Number(remaining), resetAt: new Date(Number(reset) * 1000) };
}

/** The X API v2: reads with the bearer token (or a user token), writes with the user token; waits out rate limits within a bound. */
export class XApiClient {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private o: XApiClientOptions) {
    this.fetch = o.fetch ?? globalThis.fetch;
    this.sleep = o.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = o.now ?? Date.now;
  }

  private policy(): RetryPolicy {
    return { ...RETRY, maxResetWaitMs: this.o.maxWaitSeconds * 1000 };
  }

  get(path: string, query: Record<string, string | number | undefined>, options: { userContext?: boolean } = {}): Promise<ApiResponse> {
    const token = options.userContext && this.o.userToken ? this.o.userToken : this.o.bearerToken;
    return this.send("GET", path, { query, token });
  }

  /**
   * A write in the creator's own user context (follows, lists): JSON body, the user's token. A 429
   * waits for X's x-rate-limit-reset like a read; a server error is retried only when repeating the
   * call cannot do it twice (everything but creating a list).
   */
  write(method: "POST" | "PUT" | "DELETE", path: string, body?: Record<string, unknown>, options: { repeatable?: boolean } = {}): Promise<ApiResponse> {
    if (!this.o.userToken) throw new XDataError("auth", "Writing to X needs the account's own X user token.", 401);
    return this.send(method, path, { body, token: this.o.userToken, retryServerErrors: options.repeatable ?? method !== "POST" });
  }

  private async send(
    method: string,
    path: string,
    o: { query?: Record<string, string | number | undefined>; body?: Record<string, unknown>; token: string; retryServerErrors?: boolean },
  ): Promise<ApiResponse> {
    const url = new URL(path, this.o.baseUrl);
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined && v !== "") url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { authorization: `Bearer ${o.token}`, accept: "application/json" };
    if (o.body) headers["content-type"] = "application/json";
    const retryServer = o.retryServerErrors ?? true;
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await this.fetch(url, { method, headers, body: o.body ? JSON.stringify(o.body) : undefined });
      } catch (e) {
        const wait = retryServer ? retryDelayMs({ kind: "network" }, attempt, this.now(), this.policy()) : null;
        if (wait !== null) {
          await this.sleep(wait);
          continue;
        }
        throw new XDataError("server", `X API unreachable: ${(e as Error).message}`, 0);
      }
      const rateLimit = rateLimitOf(res.headers);
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = null;
      }
      if (res.ok && body && typeof body === "object") return { body: body as Record<string, unknown>, rateLimit };
      const error = errorFromResponse(res.status, body, rateLimit?.resetAt);
      if (res.ok) throw new XDataError("server", "X API answered with a body that is not JSON.", res.status);
      if (error.kind === "rate_limit" || (error.kind === "server" && retryServer)) {
        const failure = error.kind === "rate_limit" ? { kind: error.kind, resetAtMs: rateLimit?.resetAt.getTime() } : { kind: error.kind };
        const wait = retryDelayMs(failure, attempt, this.now(), this.policy());
        if (wait !== null) {
          await this.sleep(wait);
          continue;
        }
      }
      throw error;
    }
  }
}
