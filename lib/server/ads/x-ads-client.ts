import "server-only";
import { oauth1Header, oauthEncode } from "@/lib/server/auth/oauth1/signature";
import { retryDelayMs } from "@/lib/domain/net/retry-delay";
import { AdsError, type AdsAccount } from "./ads-adapter";

/*
 * Signed HTTP to the X Ads API: OAuth 1.0a HMAC-SHA1 with the app's consumer key and the ad account
 * owner's user tokens; X's error bodies (or only the status when the body is not JSON) become AdsError;
 * a rate limit waits for its reset when that is soon enough, and reads (GET) that meet a server error
 * or no answer back off and try again: three attempts in all. Writes are not repeated after a server
 * error, which may have applied them; a 429 applied nothing, so every method waits it out.
 */

const RETRY = { maxAttempts: 3, baseMs: 500, maxBackoffMs: 8_000 };

export interface XAdsClientOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  maxRateLimitWaitSeconds: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

type Obj = Record<string, unknown>;
type Query = Record<string, string | number | boolean | string[] | undefined>;

function kindFor(status: number): AdsError["kind"] {
  if (status === 401 || status === 403) return "auth";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limit";
  if (status >= 500) return "server";
  return "invalid";
}

function resetAt(headers: Headers): Date | undefined {
  const raw = headers.get("x-account-rate-limit-reset") ?? headers.get("x-rate-limit-reset");
  const seconds = raw ? Number(raw) : NaN;
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : undefined;
}

async function errorFrom(res: Response): Promise<AdsError> {
  const text = await res.text();
  let codes: AdsError["codes"] = [];
  try {
    const body = JSON.parse(text) as Obj;
    // The upload host sometimes answers {"error": "..."} instead of the Ads API's list.
    if (typeof body.error === "string") codes = [{ code: "UNKNOWN", message: body.error }];
    if (Array.isArray(body.errors)) {
      codes = (body.errors as Obj[]).map((e) => ({ code: String(e.code ?? "UNKNOWN"), message: String(e.message ?? ""), ...(typeof e.parameter === "string" ? { parameter: e.parameter } : {}) }));
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status says enough.
  }
  const message = codes.map((c) => c.message).filter(Boolean).join("; ") || `X Ads API answered ${res.status}.`;
  return new AdsError(kindFor(res.status), message, res.status, codes, res.status === 429 ? resetAt(res.headers) : undefined);
}

export class XAdsClient {
  constructor(private readonly options: XAdsClientOptions) {}

  url(path: string, query: Query = {}, base = this.options.baseUrl): string {
    // RFC 3986 encoding (spaces as %20, not "+"), so the URL we sign is byte for byte the one we send.
    const pairs = Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${oauthEncode(k)}=${oauthEncode(Array.isArray(v) ? v.join(",") : String(v))}`);
    return `${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}${pairs.length ? `?${pairs.join("&")}` : ""}`;
  }

  /** Every page of a list call (following next_cursor), or until `enough` says the items so far suffice. */
  async list(account: AdsAccount, path: string, query: Query = {}, enough: (items: Obj[]) => boolean = () => false): Promise<Obj[]> {
    const out: Obj[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.request<{ data?: Obj[]; next_cursor?: string | null }>(account, "GET", this.url(path, { ...query, cursor }));
      out.push(...(page.data ?? []));
      cursor = page.next_cursor ?? undefined;
    } while (cursor && !enough(out));
    return out;
  }

  /** One signed call; the JSON body (for batch calls) is not part of the signature, the query is. */
  request<T = Obj>(account: AdsAccount, method: "GET" | "POST" | "PUT" | "DELETE", url: string, json?: unknown): Promise<T> {
    return this.send<T>(account, method, url, json === undefined ? undefined : { type: "application/json", body: () => JSON.stringify(json) });
  }

  /** A signed multipart POST (a media segment): the form is not part of the signature, the query is. */
  postForm<T = Obj>(account: AdsAccount, url: string, form: () => FormData): Promise<T> {
    return this.send<T>(account, "POST", url, { body: form });
  }

  private async send<T>(account: AdsAccount, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: { type?: string; body: () => string | FormData }): Promise<T> {
    if (!account.credentials) throw new AdsError("auth", "This ad account's owner has not connected an X account with X Ads access.", 401, [{ code: "UNAUTHORIZED_ACCESS", message: "No X user tokens." }]);
    const policy = { ...RETRY, maxResetWaitMs: this.options.maxRateLimitWaitSeconds * 1000 };
    const sleep = this.options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    const now = this.options.now ?? Date.now;
    for (let attempt = 1; ; attempt++) {
      const authorization = oauth1Header({ method, url, consumerKey: this.options.consumerKey, consumerSecret: this.options.consumerSecret, token: account.credentials.token, tokenSecret: account.credentials.tokenSecret });
      let res: Response;
      try {
        res = await fetch(url, { method, headers: { authorization, accept: "application/json", ...(payload?.type ? { "content-type": payload.type } : {}) }, body: payload?.body() });
      } catch {
        const wait = method === "GET" ? retryDelayMs({ kind: "network" }, attempt, now(), policy) : null;
        if (wait !== null) {
          await sleep(wait);
          continue;
        }
        throw new AdsError("server", "X Ads API could not be reached.", 503);
      }
      if (res.ok) {
        const text = await res.text();
        return (text ? JSON.parse(text) : {}) as T;
      }
      const error = await errorFrom(res);
      const retryable = error.kind === "rate_limit" || (error.kind === "server" && method === "GET");
      const failure = error.kind === "rate_limit" ? { kind: error.kind, resetAtMs: error.resetAt?.getTime() } : { kind: "server" as const };
      const wait = retryable ? retryDelayMs(failure, attempt, now(), policy) : null;
      if (wait !== null) {
        await sleep(wait);
        continue;
      }
      throw error;
    }
  }
}
