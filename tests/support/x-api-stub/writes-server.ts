import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { OpenApiValidator } from "./openapi-validator";

/*
 * A local stand-in for X API v2's follow and list endpoints in user context: it keeps who follows
 * whom and each list with its members, accepts only the user tokens it is given, checks each JSON
 * body against the request schema in X's OpenAPI document (required, types, lengths, patterns, no
 * extra fields) and reads against the documented query parameters, answers users/me, and can
 * answer a 429 with x-rate-limit-reset once.
 */

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface WriteRequest {
  method: string;
  path: string;
  body: unknown;
  status: number;
  at: number;
}

export interface XWritesStub {
  url: string;
  requests: WriteRequest[];
  following: Map<string, Set<string>>;
  lists: Map<string, { owner: string; name: string; description: string; private: boolean; members: string[] }>;
  /** The next write answers 429 with a reset this many seconds ahead. */
  rateLimitNext(resetInSeconds: number): void;
  stop(): Promise<void>;
}

const PROBLEM = "https://api.x.com/2/problems/";

/** `me` is the signed-in user the tokens act for (users/me answers it; new lists are theirs). */
export async function startXWritesStub(o: { userTokens: () => Set<string>; me: { id: string; username: string; name: string }; sharedDir: string }): Promise<XWritesStub> {
  const specPath = path.join(o.sharedDir, "data/x-api-v2/openapi.json");
  const spec = JSON.parse(readFileSync(specPath, "utf8")) as Obj;
  const reads = new OpenApiValidator(specPath);
  const requests: WriteRequest[] = [];
  const following = new Map<string, Set<string>>();
  const lists: XWritesStub["lists"] = new Map();
  let nextListId = 1_500_000_000_000_000_000n;
  let limitNext: number | null = null;

  const schemaOf = (template: string, method: string): Obj | null => {
    const ref = spec.paths[template]?.[method]?.requestBody?.content?.["application/json"]?.schema?.$ref as string | undefined;
    return ref ? spec.components.schemas[ref.split("/").pop()!] : null;
  };
  function bodyProblems(schema: Obj, body: unknown): string[] {
    if (typeof body !== "object" || body === null || Array.isArray(body)) return ["The body must be a JSON object"];
    const b = body as Obj;
    const problems: string[] = [];
    for (const name of schema.required ?? []) if (!(name in b)) problems.push(`$.${name} is required`);
    for (const [name, value] of Object.entries(b)) {
      const p = schema.properties?.[name];
      if (!p) {
        if (schema.additionalProperties === false) problems.push(`$.${name} is not allowed`);
        continue;
      }
      if (p.type === "string" && typeof value !== "string") problems.push(`$.${name} must be a string`);
      if (p.type === "boolean" && typeof value !== "boolean") problems.push(`$.${name} must be a boolean`);
      if (typeof value === "string") {
        if (p.minLength !== undefined && value.length < p.minLength) problems.push(`$.${name} is shorter than ${p.minLength}`);
        if (p.maxLength !== undefined && value.length > p.maxLength) problems.push(`$.${name} is longer than ${p.maxLength}`);
        if (p.pattern && !new RegExp(p.pattern).test(value)) problems.push(`$.${name} does not match ${p.pattern}`);
      }
    }
    return problems;
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", "x-rate-limit-limit": "50", "x-rate-limit-remaining": "49", "x-rate-limit-reset": String(Math.floor(Date.now() / 1000) + 900), ...headers });
    res.end(JSON.stringify(body));
  }
  const readBody = (req: IncomingMessage) => new Promise<string>((r) => { let s = ""; req.on("data", (c) => (s += c)); req.on("end", () => r(s)); });
  const notFound = (id: string) => ({ errors: [{ value: id, detail: `Could not find list with id: [${id}].`, title: "Not Found Error", resource_type: "list", parameter: "id", resource_id: id, type: `${PROBLEM}resource-not-found` }] });
  const paged = (items: Obj[], q: URLSearchParams) => {
    const size = Number(q.get("max_results") ?? 100);
    const offset = Number(q.get("pagination_token")?.replace("page-", "") ?? 0);
    const next = offset + size < items.length ? `page-${offset + size}` : undefined;
    return { data: items.slice(offset, offset + size), meta: { result_count: Math.min(size, Math.max(0, items.length - offset)), ...(next ? { next_token: next } : {}) } };
  };
  const listView = (id: string) => {
    const l = lists.get(id)!;
    return { id, name: l.name, description: l.description, private: l.private, member_count: l.members.length };
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stub");
    const method = (req.method ?? "GET").toLowerCase();
    const raw = await readBody(req);
    let body: unknown = undefined;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = "not json";
    }
    const answer = (status: number, out: unknown, headers?: Record<string, string>) => (requests.push({ method: method.toUpperCase(), path: url.pathname, body, status, at: Date.now() }), send(res, status, out, headers));

    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!o.userTokens().has(token)) return answer(401, { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" });
    const templates = Object.keys(spec.paths).filter((t) => spec.paths[t][method]);
    const match = templates
      .map((t) => ({ t, m: url.pathname.match(new RegExp(`^${t.replace(/\{[^}]+\}/g, "([^/]+)")}$`)) }))
      .find((x) => x.m);
    if (!match) return answer(404, { title: "Not Found", type: "about:blank", status: 404 });
    const v = match.m!.slice(1);
    if (method === "get") {
      const found = reads.find(url.pathname);
      const problems = found ? reads.validate(found.operation, found.pathValues, url.searchParams) : [];
      if (problems.length) return answer(400, { errors: problems.map((message) => ({ message })), title: "Invalid Request", type: `${PROBLEM}invalid-request` });
    } else {
      const schema = schemaOf(match.t, method);
      const problems = schema ? bodyProblems(schema, body) : [];
      if (problems.length) return answer(400, { errors: problems.map((message) => ({ parameters: {}, message })), title: "Invalid Request", detail: "One or more parameters to your request was invalid.", type: `${PROBLEM}invalid-request` });
      if (limitNext !== null) {
        const reset = String(Math.floor(Date.now() / 1000) + limitNext);
        limitNext = null;
        return answer(429, { title: "Too Many Requests", detail: "Too Many Requests", type: "about:blank", status: 429 }, { "x-rate-limit-remaining": "0", "x-rate-limit-reset": reset });
      }
    }
    const b = (body ?? {}) as Obj;
    switch (`${method} ${match.t}`) {
      case "get /2/users/me":
        return answer(200, { data: o.me });
      case "post /2/users/{id}/following":
        following.set(v[0], new Set([...(following.get(v[0]) ?? []), b.target_user_id]));
        return answer(200, { data: { following: true, pending_follow: false } });
      case "delete /2/users/{source_user_id}/following/{target_user_id}":
        following.get(v[0])?.delete(v[1]);
        return answer(200, { data: { following: false } });
      case "get /2/users/{id}/owned_lists":
        return answer(200, paged([...lists.keys()].filter((id) => lists.get(id)!.owner === v[0]).map(listView), url.searchParams));
      case "post /2/lists": {
        const id = String(nextListId++);
        lists.set(id, { owner: o.me.id, name: b.name, description: b.description ?? "", private: b.private ?? false, members: [] });
        return answer(201, { data: { id, name: b.name } });
      }
      case "get /2/lists/{id}":
        return lists.has(v[0]) ? answer(200, { data: listView(v[0]) }) : answer(200, notFound(v[0]));
      case "put /2/lists/{id}": {
        const l = lists.get(v[0]);
        if (!l) return answer(404, notFound(v[0]));
        Object.assign(l, b);
        return answer(200, { data: { updated: true } });
      }
      case "delete /2/lists/{id}":
        return answer(200, { data: { deleted: lists.delete(v[0]) } });
      case "get /2/lists/{id}/members":
        return answer(200, paged((lists.get(v[0])?.members ?? []).map((id) => ({ id, name: `User ${id}`, username: `user${id}` })), url.searchParams));
      case "post /2/lists/{id}/members": {
        const l = lists.get(v[0]);
        if (!l) return answer(404, notFound(v[0]));
        if (!l.members.includes(b.user_id)) l.members.push(b.user_id);
        return answer(200, { data: { is_member: true } });
      }
      case "delete /2/lists/{id}/members/{user_id}": {
        const l = lists.get(v[0]);
        if (l) l.members = l.members.filter((m) => m !== v[1]);
        return answer(200, { data: { is_member: false } });
      }
      default:
        return answer(400, { title: "Not implemented by the stub", detail: match.t, type: `${PROBLEM}invalid-request` });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    following,
    lists,
    rateLimitNext: (s) => void (limitNext = s),
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
