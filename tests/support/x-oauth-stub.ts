import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local stand-in for X's OAuth 2.0 endpoints: /i/oauth2/authorize (answers as if the user chose
 * allow or deny), /2/oauth2/token (authorization_code with the PKCE S256 check, refresh_token that
 * rotates; X's {error, error_description} answers) and /2/users/me with the issued bearer token.
 */

export interface XOAuthStub {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** What the next authorize request does. */
  decide(decision: "allow" | "deny"): void;
  /** Access tokens issued from now on live this many seconds. */
  setAccessLifetime(seconds: number): void;
  /** Every token request's grant type and its answer status. */
  tokenRequests: { grant: string; status: number; basicAuth: boolean }[];
  /** Tokens currently valid (for a write stub to accept). */
  validAccessTokens(): Set<string>;
  /** The user revokes the app's access at X: every access token issued so far stops working. */
  revokeAccess(): void;
  stop(): Promise<void>;
}

export const STUB_X_USER = { id: "2244994945", username: "XDevelopers", name: "Developers" };

export async function startXOAuthStub(o: { clientId: string; clientSecret?: string }): Promise<XOAuthStub> {
  let decision: "allow" | "deny" = "allow";
  let accessLifetime = 7200;
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const access = new Map<string, number>();
  const refresh = new Set<string>();
  const tokenRequests: XOAuthStub["tokenRequests"] = [];
  const secret = () => randomBytes(24).toString("base64url");

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }
  const readBody = (req: IncomingMessage) => new Promise<string>((r) => { let s = ""; req.on("data", (c) => (s += c)); req.on("end", () => r(s)); });

  function issue(scope: string) {
    const a = secret();
    const r = secret();
    access.set(a, Date.now() + accessLifetime * 1000);
    refresh.add(r);
    return { token_type: "bearer", expires_in: accessLifetime, access_token: a, scope, refresh_token: r };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stub");
    if (req.method === "GET" && url.pathname === "/i/oauth2/authorize") {
      const q = url.searchParams;
      if (q.get("client_id") !== o.clientId || q.get("response_type") !== "code" || q.get("code_challenge_method") !== "S256" || !q.get("code_challenge") || !q.get("state")) return send(res, 400, { error: "invalid_request" });
      const back = new URL(q.get("redirect_uri")!);
      back.searchParams.set("state", q.get("state")!);
      if (decision === "deny") back.searchParams.set("error", "access_denied");
      else {
        const code = secret();
        codes.set(code, { challenge: q.get("code_challenge")!, redirectUri: q.get("redirect_uri")!, scope: q.get("scope") ?? "" });
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/2/oauth2/token") {
      const form = new URLSearchParams(await readBody(req));
      const auth = req.headers.authorization ?? "";
      const basicAuth = auth.startsWith("Basic ");
      const answer = (status: number, body: unknown) => (tokenRequests.push({ grant: form.get("grant_type") ?? "", status, basicAuth }), send(res, status, body));
      if (o.clientSecret && auth !== `Basic ${Buffer.from(`${o.clientId}:${o.clientSecret}`).toString("base64")}`) return answer(401, { error: "unauthorized_client", error_description: "Missing valid authorization header" });
      if (form.get("client_id") !== o.clientId) return answer(400, { error: "invalid_request", error_description: "Missing required parameter [client_id]." });
      if (form.get("grant_type") === "authorization_code") {
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const challenge = createHash("sha256").update(form.get("code_verifier") ?? "").digest("base64url");
        if (!grant || grant.redirectUri !== form.get("redirect_uri") || grant.challenge !== challenge) return answer(400, { error: "invalid_request", error_description: "Value passed for the authorization code was invalid." });
        return answer(200, issue(grant.scope));
      }
      if (form.get("grant_type") === "refresh_token") {
        const token = form.get("refresh_token") ?? "";
        if (!refresh.delete(token)) return answer(400, { error: "invalid_request", error_description: "Value passed for the token was invalid." });
        return answer(200, issue("tweet.read users.read follows.read follows.write list.read list.write offline.access"));
      }
      return answer(400, { error: "unsupported_grant_type" });
    }
    if (req.method === "GET" && url.pathname === "/2/users/me") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if ((access.get(token) ?? 0) < Date.now()) return send(res, 401, { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" });
      return send(res, 200, { data: STUB_X_USER });
    }
    send(res, 404, { title: "Not Found", type: "about:blank", status: 404 });
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    authorizeUrl: `${url}/i/oauth2/authorize`,
    tokenUrl: `${url}/2/oauth2/token`,
    decide: (d) => void (decision = d),
    setAccessLifetime: (s) => void (accessLifetime = s),
    tokenRequests,
    validAccessTokens: () => new Set([...access].filter(([, exp]) => exp > Date.now()).map(([t]) => t)),
    revokeAccess: () => access.clear(),
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
