import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { OpenApiValidator } from "./openapi-validator";

/*
 * A local stand-in for api.x.com: every request is checked against the real OpenAPI document and
 * answered with the real sample responses (twarc2 captures) in ../shared/data/x-api-v2/samples.
 * With `userTokens` it also serves a signed-in user (`me`): users/me, their timeline with the owner
 * metrics X gives only to a post's author with their own token, and the replies to their posts
 * through recent search's `conversation_id:` (real reply samples re-pointed at the post).
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

/** X's owner metrics for a post, made up deterministically from its public metrics. */
export function stubOwnerMetrics(post: Obj) {
  const m = (post.public_metrics as Record<string, number>) ?? {};
  const engaged = (m.like_count ?? 0) + (m.retweet_count ?? 0) + (m.reply_count ?? 0) + (m.quote_count ?? 0);
  const seed = Number(String(post.id).slice(-3));
  return { impression_count: 200 + engaged * 37 + seed, user_profile_clicks: 3 + (seed % 17), url_link_clicks: seed % 5 };
}

export async function startXApiStub(o: {
  token: string;
  userToken?: string;
  /** Tokens of signed-in users currently valid (an OAuth stub's); others answer 401. */
  userTokens?: () => Set<string>;
  /** Whom the user tokens act for. */
  me?: { id: string; username: string; name: string };
  sharedDir: string;
}): Promise<XApiStub> {
  const dir = path.join(o.sharedDir, "data/x-api-v2");
  const validator = new OpenApiValidator(path.join(dir, "openapi.json"));
  const data = samples(path.join(dir, "samples"));
  const requests: StubRequest[] = [];
  const injected: Injected[] = [];
  let remaining = 450;

  const searchPages = [data.line("brexit.jsonl"), data.line("kpop.jsonl")];
  const replySamples = [...data.posts.values()].filter((p) => ((p.referenced_tweets as Obj[]) ?? []).some((r) => r.type === "replied_to"));

  /** The thread under one of the sample posts: as many replies as its reply_count, and one reply to the first reply. */
  function conversation(rootId: string): Obj[] {
    const root = data.posts.get(rootId);
    const n = Math.min(Number((root?.public_metrics as Obj | undefined)?.reply_count ?? 0), replySamples.length - 1);
    if (!root || !n) return [];
    const rootAt = Date.parse(root.created_at as string);
    const answer = (sample: Obj, to: Obj, i: number) => ({
      ...structuredClone(sample),
      conversation_id: rootId,
      in_reply_to_user_id: to.author_id,
      referenced_tweets: [{ type: "replied_to", id: to.id }],
      created_at: new Date(rootAt + (i + 1) * 60_000).toISOString(),
    });
    const replies = replySamples.slice(0, n).map((r, i) => answer(r, root, i));
    return [...replies, answer(replySamples[n], replies[0], n)];
  }
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

  function answer(template: string, v: Record<string, string>, q: URLSearchParams, asUser: boolean): Obj {
    const fields = (q.get("tweet.fields") ?? q.get("post.fields") ?? "").split(",");
    const ownerFieldsAsked = fields.includes("non_public_metrics") || fields.includes("organic_metrics");
    switch (template) {
      case "/2/users/me":
        return { data: o.me };
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
        const thread = /^conversation_id:(\d+)$/.exec(q.get("query") ?? "");
        if (thread) {
          const { page, meta } = paged(conversation(thread[1]), q, 10);
          return page.length ? { data: page, includes: includesFor(page), meta: { ...meta, newest_id: page[0].id, oldest_id: page.at(-1)!.id } } : { meta: { result_count: 0 } };
        }
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
        const from = Date.parse(q.get("start_time") ?? "") || -Infinity;
        const to = Date.parse(q.get("end_time") ?? "") || Infinity;
        const mine = [...data.posts.values()].filter((p) => p.author_id === v.id && Date.parse(p.created_at as string) >= from && Date.parse(p.created_at as string) < to);
        const { page, meta } = paged(mine, q, 10);
        if (!page.length) return { meta: { result_count: 0 } };
        if (!ownerFieldsAsked) return { data: page, includes: includesFor(page), meta };
        // X gives owner metrics only to the author, with their own user token.
        if (!asUser || v.id !== o.me?.id) {
          const detail = (id: unknown) => `Sorry, you are not authorized to access 'non_public_metrics' on the Tweet with ids: [${id}].`;
          return { errors: page.map((p) => ({ value: p.id, detail: detail(p.id), title: "Field Authorization Error", resource_type: "tweet", parameter: "non_public_metrics", resource_id: p.id, type: `${PROBLEM}not-authorized-for-resource` })) };
        }
        const withOwner = page.map((p) => {
          const owner = stubOwnerMetrics(p);
          const pm = p.public_metrics as Obj;
          return { ...p, non_public_metrics: owner, organic_metrics: { ...owner, like_count: pm.like_count, reply_count: pm.reply_count, retweet_count: pm.retweet_count } };
        });
        return { data: withOwner, includes: includesFor(page), meta };
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
    const asUser = !!token && (token === o.userToken || (o.userTokens?.().has(token) ?? false));
    if (token !== o.token && !asUser) {
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
    send(res, 200, answer(found.operation.template, found.pathValues, url.searchParams, asUser), rate());
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
