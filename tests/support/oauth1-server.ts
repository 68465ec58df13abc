import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createHmac, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import OAuth from "oauth-1.0a";

export interface OAuth1Stub {
  url: string;
  /** Requests whose signature did not verify. */
  rejected: number;
  stop(): Promise<void>;
}

const USER = { id_str: "55501", name: "Oona Legacy", screen_name: "oona" };

function params(header: string | undefined): Record<string, string> {
  return Object.fromEntries([...(header ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, decodeURIComponent(v)]));
}

/**
 * A local stand-in for X's OAuth 1.0a endpoints that checks every signature with an
 * independent OAuth library: request_token, authenticate, access_token, verify_credentials.
 */
export async function startOAuth1Stub(consumer: { key: string; secret: string }): Promise<OAuth1Stub> {
  const reference = new OAuth({ consumer, signature_method: "HMAC-SHA1", hash_function: (base, key) => createHmac("sha1", key).update(base).digest("base64") });
  const requestTokens = new Map<string, { secret: string; callback: string; verifier: string }>();
  const accessTokens = new Map<string, string>();
  const stub = { rejected: 0 } as OAuth1Stub;

  function verified(req: IncomingMessage, url: URL, tokenSecret: string | undefined): Record<string, string> | null {
    const oauth = params(req.headers.authorization);
    const { oauth_signature: signature, ...rest } = oauth;
    const expected = reference.getSignature({ url: url.toString(), method: req.method!, data: {} }, tokenSecret, rest as unknown as OAuth.Data);
    if (!signature || signature !== expected || oauth.oauth_consumer_key !== consumer.key) {
      stub.rejected++;
      return null;
    }
    return oauth;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const deny = () => res.writeHead(401).end("bad signature");
    if (req.method === "POST" && url.pathname === "/oauth/request_token") {
      const oauth = verified(req, url, undefined);
      if (!oauth?.oauth_callback) return deny();
      const token = randomBytes(8).toString("hex");
      requestTokens.set(token, { secret: randomBytes(8).toString("hex"), callback: oauth.oauth_callback, verifier: randomBytes(6).toString("hex") });
      return res.end(`oauth_token=${token}&oauth_token_secret=${requestTokens.get(token)!.secret}&oauth_callback_confirmed=true`);
    }
    if (req.method === "GET" && url.pathname === "/oauth/authenticate") {
      const pending = requestTokens.get(url.searchParams.get("oauth_token") ?? "");
      if (!pending) return res.writeHead(404).end();
      const back = new URL(pending.callback);
      back.searchParams.set("oauth_token", url.searchParams.get("oauth_token")!);
      back.searchParams.set("oauth_verifier", pending.verifier);
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (req.method === "POST" && url.pathname === "/oauth/access_token") {
      const token = params(req.headers.authorization).oauth_token ?? "";
      const pending = requestTokens.get(token);
      const oauth = pending && verified(req, url, pending.secret);
      if (!pending || !oauth || oauth.oauth_verifier !== pending.verifier) return deny();
      requestTokens.delete(token);
      const access = randomBytes(8).toString("hex");
      accessTokens.set(access, randomBytes(8).toString("hex"));
      return res.end(`oauth_token=${access}&oauth_token_secret=${accessTokens.get(access)}&user_id=${USER.id_str}&screen_name=${USER.screen_name}`);
    }
    if (req.method === "GET" && url.pathname === "/1.1/account/verify_credentials.json") {
      const secret = accessTokens.get(params(req.headers.authorization).oauth_token ?? "");
      if (!secret || !verified(req, url, secret)) return deny();
      return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(USER));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}
