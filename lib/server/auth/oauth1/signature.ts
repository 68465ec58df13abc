import "server-only";
import { createHmac, randomBytes } from "node:crypto";

/** RFC 3986 percent-encoding, as OAuth 1.0a requires (stricter than encodeURIComponent). */
export function oauthEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignedRequest {
  method: string;
  /** Full URL; its query parameters are part of the signature. */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  /** Extra oauth_* parameters (oauth_callback, oauth_verifier) and form body parameters. */
  params?: Record<string, string>;
  nonce?: string;
  timestamp?: number;
}

/** The "Authorization: OAuth …" header of an HMAC-SHA1 signed request (RFC 5849 §3). */
export function oauth1Header(req: SignedRequest): string {
  const url = new URL(req.url);
  const oauth: Record<string, string> = {
    oauth_consumer_key: req.consumerKey,
    oauth_nonce: req.nonce ?? randomBytes(16).toString("hex"),
    oauth_signature_method: "HMAC-SHA1",
    oauth_timestamp: String(req.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_version: "1.0",
    ...(req.token ? { oauth_token: req.token } : {}),
  };
  const extra = req.params ?? {};
  const pairs: [string, string][] = [...Object.entries(oauth), ...Object.entries(extra), ...url.searchParams.entries()].map(([k, v]) => [oauthEncode(k), oauthEncode(v)]);
  pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1));
  const base = [req.method.toUpperCase(), oauthEncode(`${url.origin}${url.pathname}`), oauthEncode(pairs.map(([k, v]) => `${k}=${v}`).join("&"))].join("&");
  const key = `${oauthEncode(req.consumerSecret)}&${oauthEncode(req.tokenSecret ?? "")}`;
  const signature = createHmac("sha1", key).update(base).digest("base64");
  const headerParams = { ...oauth, ...Object.fromEntries(Object.entries(extra).filter(([k]) => k.startsWith("oauth_"))), oauth_signature: signature };
  return "OAuth " + Object.entries(headerParams).map(([k, v]) => `${oauthEncode(k)}="${oauthEncode(v)}"`).join(", ");
}
