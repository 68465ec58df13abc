import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { OpenApiValidator } from "./openapi-validator";

/*
 * A local stand-in for api.x.com: every request is checked against the real OpenAPI document and
 * answered with the real sample responses (twarc2 captures) in ../shared/data/x-api-v2/samples.
 */

type Obj = Record<string, unknown>;

export interface StubRequest {
  path: string;
  query: Record<string, string>;
  auth: string | null;
  status: number;
}

export type Injected = { status: 429; kind: "rate_limit" | "usage_cap" | "legacy"; resetInSeconds: number } | { status: 500 | 503 };

export interface XApiStub {
  url: string;
  requests: StubRequest[];
  /** Answer the next request(s) with this failure instead. */
  inject(failure: Injected): void;
  stop(): Promise<void>;
}

const PROBLEM = "https://api.x.com/2/problems/";

function samples(dir: string) {
  const line = (file: string, n = 0) => JSON.parse(readFileSync(path.join(dir, file), "utf8").split("\n").filter(Boolean)[n]) as Obj;
  const posts = new Map<string, Obj>();
  const users = new Map<string, Obj>();
  for (const file of ["brexit.jsonl", "kpop.jsonl", "media_policy_violation_off.jsonl", "withheld.jsonl"]) {
    for (const l of readFileSync(path.join(dir, file), "utf8").split("\n").filter(Boolean)) {
      const o = JSON.parse(l) as Obj;
      for (const p of (o.data as Obj[]) ?? []) if (typeof p.text === "string") posts.set(p.id as string, p);
      const inc = (o.includes as Obj) ?? {};
      for (const u of (inc.users as Obj[]) ?? []) users.set(u.id as string, u);
    }
  }
  const userList = (line("users.jsonl").data as Obj[]) ?? [];
  for (const u of userList) users.set(u.id as string, u);
  return { line, posts, users, userList };
}

export async function startXApiStub(o: { token: string; userToken?: string; sharedDir: string }): Promise<XApiStub> {
  const dir = path.join(o.sharedDir, "data/x-api-v2");
  const validator = new OpenApiValidator(path.join(dir, "openapi.json"));
  const data = samples(path.join(dir, "samples"));
  const requests: StubRequest[] = [];
  const injected: Injected[] = [];
  let remaining = 450;

  const searchPages = [data.line("brexit.jsonl"), data.line("kpop.jsonl")];
  const quotePool = (data.line("media_policy_violation_off.jsonl").data as Obj[]).slice(0, 25);

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }

  function paged<T>(items: T[], q: URLSearchParams, fallback: number) {
    const size = Number(q.get("max_results") ?? fallback);
    const offset = Number(q.get("pagination_token")?.replace("stub-", "") ?? 0);
    const page = items.slice(offset, offset + size);
    const next = offset + size < items.length ? `stub-${offset + size}` : undefined;
    return { page, meta: { result_count: page.length, ...(next ? { next_token: next } : {}) } };
  }

  const notFound = (kind: string, param: string, value: string, detail: string) => ({ value, detail, title: "Not Found Error", resource_type: kind, parameter: param, resource_id: value, type: `${PROBLEM}resource-not-found` });
  const includesFor = (posts: Obj[]) => ({ users: [...new Set(posts.map((p) => p.author_id as string))].map((id) => data.users.get(id)).filter(Boolean) });

  function answer(template: string, v: Record<string, string>, q: URLSearchParams): Obj {
    switch (template) {
      case "/2/users/by/username/{username}": {
        const u = [...data.users.values()].find((x) => String(x.username).toLowerCase() === v.username.toLowerCase());
        return u ? { data: u } : { errors: [notFound("user", "username", v.username, `Could not find user with username: [${v.username}].`)] };
      }
      case "/2/users/by": {
        const names = q.get("usernames")!.split(",");
        const found = names.map((n) => [...data.users.values()].find((x) => String(x.username).toLowerCase() === n.toLowerCase()));
        const errors = names.filter((_, i) => !found[i]).map((n) => notFound("user", "usernames", n, `Could not find user with usernames: [${n}].`));
        return { ...(found.some(Boolean) ? { data: found.filter(Boolean) } : {}), ...(errors.length ? { errors } : {}) };
      }
      case "/2/users/{id}/followers":
      case "/2/users/{id}/following":
      case "/2/tweets/{id}/liking_users":
      case "/2/tweets/{id}/retweeted_by": {
        const { page, meta } = paged(data.userList, q, 100);
        return { data: page, meta };
      }
      case "/2/tweets/search/recent": {
        const i = q.get("next_token") === "stub-search-2" ? 1 : 0;
        const body = structuredClone(searchPages[i]);
        delete body.__twarc;
        const meta = body.meta as Obj;
        if (i === 0) meta.next_token = "stub-search-2";
        else delete meta.next_token;
        return body;
      }
      case "/2/tweets/counts/recent": {
        const body = structuredClone(data.line("counts.jsonl"));
        delete body.__twarc;
        return body;
      }
      case "/2/tweets": {
        const ids = q.get("ids")!.split(",");
        const found = ids.map((id) => data.posts.get(id)).filter((p): p is Obj => !!p);
        const errors = ids.filter((id) => !data.posts.has(id)).map((id) => notFound("tweet", "ids", id, `Could not find tweet with ids: [${id}].`));
        return { ...(found.length ? { data: found, includes: includesFor(found) } : {}), ...(errors.length ? { errors } : {}) };
      }
      case "/2/tweets/{id}/quote_tweets": {
        const { page, meta } = paged(quotePool, q, 10);
        return { data: page, includes: includesFor(page), meta };
      }
      case "/2/users/{id}/tweets": {
        const mine = [...data.posts.values()].filter((p) => p.author_id === v.id);
        const { page, meta } = paged(mine, q, 10);
        return page.length ? { data: page, includes: includesFor(page), meta } : { meta: { result_count: 0 } };
      }
      default:
        return { errors: [{ title: "Not implemented by the stub", detail: template, type: `${PROBLEM}invalid-request` }] };
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stub");
    const auth = req.headers.authorization ?? null;
    const record = (status: number) => requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), auth, status });
    const reset = String(Math.floor(Date.now() / 1000) + 900);
    const rate = () => ({ "x-rate-limit-limit": "450", "x-rate-limit-remaining": String(Math.max(0, --remaining)), "x-rate-limit-reset": reset });
    if (req.method !== "GET") return send(res, 405, { title: "Method Not Allowed", type: "about:blank", status: 405 }), record(405);
    const found = validator.find(url.pathname);
    if (!found) return send(res, 404, { title: "Not Found", type: "about:blank", status: 404, detail: `No route for ${url.pathname}` }), record(404);
    const token = auth?.replace(/^Bearer /, "");
    if (token !== o.token && (!o.userToken || token !== o.userToken)) {
      record(401);
      return send(res, 401, { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" });
    }
    if (token === o.token && !found.operation.appAuth) {
      record(403);
      return send(res, 403, { title: "Unsupported Authentication", detail: "Authenticating with OAuth 2.0 Application-Only is forbidden for this endpoint.  Supported authentication types are [OAuth 1.0a User Context, OAuth 2.0 User Context].", type: `${PROBLEM}unsupported-authentication`, status: 403 });
    }
    const problems = validator.validate(found.operation, found.pathValues, url.searchParams);
    if (problems.length) {
      record(400);
      return send(res, 400, { errors: problems.map((message) => ({ parameters: {}, message })), title: "Invalid Request", detail: "One or more parameters to your request was invalid.", type: `${PROBLEM}invalid-request` });
    }
    const failure = injected.shift();
    if (failure?.status === 429) {
      record(429);
      const headers = { "x-rate-limit-limit": "450", "x-rate-limit-remaining": "0", "x-rate-limit-reset": String(Math.floor(Date.now() / 1000) + failure.resetInSeconds) };
      if (failure.kind === "legacy") return send(res, 429, { errors: [{ code: 88, message: "Rate limit exceeded" }] }, headers);
      if (failure.kind === "usage_cap") return send(res, 429, { title: "UsageCapExceeded", detail: "Usage cap exceeded: Monthly product cap", type: `${PROBLEM}usage-capped`, period: "Monthly", scope: "Product" }, headers);
      return send(res, 429, { title: "Too Many Requests", detail: "Too Many Requests", type: "about:blank", status: 429 }, headers);
    }
    if (failure) {
      record(failure.status);
      res.writeHead(failure.status, { "content-type": "text/html" });
      return res.end("<html>upstream error</html>");
    }
    record(200);
    send(res, 200, answer(found.operation.template, found.pathValues, url.searchParams), rate());
  }

  const server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inject: (f) => injected.push(f),
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
