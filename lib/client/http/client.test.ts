import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApiClient } from "./client";
import { HttpError } from "@/lib/domain/http-errors";

/** A real local HTTP server that records requests and answers from a per-path table. */
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
const answers: Record<string, { status: number; body?: unknown; raw?: string }> = {};
let server: http.Server;
let root: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = answers[req.url!.split("?")[0]] ?? { status: 200, body: { ok: true } };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.raw ?? (answer.body === undefined ? "" : JSON.stringify(answer.body)));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  for (const k of Object.keys(answers)) delete answers[k];
});

function client(extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({ root, creatorRoot: `${root}/creator`, ...extra });
}

describe("API client over HTTP", () => {
  it("fills path params, repeats array keys, drops nulls, sends JSON and auth headers", async () => {
    const c = client({ getToken: () => "abc", getCsrfToken: () => "csrf1" });
    await c.request("POST", "/api/teams/{slug}/invites/", { params: { slug: "acme" }, query: { tag: ["a", "b"], x: null }, body: { email: "a@b.c" } });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/api/teams/acme/invites/?tag=a&tag=b", body: '{"email":"a@b.c"}' });
    expect(seen[0].headers.authorization).toBe("Token abc");
    expect(seen[0].headers["x-csrftoken"]).toBe("csrf1");
    expect(seen[0].headers["content-type"]).toBe("application/json");
  });

  it("fetch() returns the raw answer with the same credentials, and throws the same errors", async () => {
    const c = client({ getToken: () => "abc", getCsrfToken: () => "csrf1" });
    answers["/api/file/"] = { status: 200, raw: "PK-bytes" };
    const res = await c.fetch("POST", "/api/file/", { body: { a: 1 }, accept: "application/octet-stream" });
    expect(await res.text()).toBe("PK-bytes");
    expect(seen[0].headers).toMatchObject({ authorization: "Token abc", "x-csrftoken": "csrf1", accept: "application/octet-stream" });
    answers["/api/missing/"] = { status: 404, body: { detail: "No analysis with this audience_creator_query_id." } };
    await expect(c.fetch("GET", "/api/missing/")).rejects.toMatchObject({ status: 404, message: "No analysis with this audience_creator_query_id." });
  });

  it("uses the creator-analytics root when asked", async () => {
    await client().request("GET", "/api/external/deepthought/me/", { creator: true });
    expect(seen[0].url).toBe("/creator/api/external/deepthought/me/");
  });

  it("sends a File raw with the other fields in the query string", async () => {
    const file = new File(["hello"], "a.txt", { type: "text/plain" });
    await client().request("PUT", "/api/ad-media/", { body: { file, team: "acme" } });
    expect(seen[0]).toMatchObject({ url: "/api/ad-media/?team=acme", body: "hello" });
    expect(seen[0].headers["content-type"]).toBe("text/plain");
  });

  it("raises errors with status, raw response and readable message", async () => {
    answers["/api/x/"] = { status: 400, body: { name: ["This field is required."] } };
    const error = await client().request("POST", "/api/x/", { body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, response: { name: ["This field is required."] }, message: "Name: This field is required." });
  });

  it("a detail-only body is an error, unless resolve-on-error is set", async () => {
    answers["/api/d/"] = { status: 200, body: { detail: "The request took too long to process" } };
    await expect(client().request("GET", "/api/d/")).rejects.toThrow("The request took too long to process");
    await expect(client().request("GET", "/api/d/", { resolveOnError: true })).resolves.toEqual({ detail: "The request took too long to process" });
  });

  it("403 calls the signed-out hook", async () => {
    answers["/api/user/me/"] = { status: 403, body: { detail: "no" } };
    let forbidden = 0;
    await client({ onForbidden: () => forbidden++ }).request("GET", "/api/user/me/").catch(() => {});
    expect(forbidden).toBe(1);
  });

  it("a network failure reads 'Something went wrong. Please try again later.'", async () => {
    const dead = createApiClient({ root: "http://127.0.0.1:9", creatorRoot: "" });
    await expect(dead.request("GET", "/api/x/")).rejects.toMatchObject({ status: 0, message: "Something went wrong. Please try again later." });
  });

  it("non-JSON bodies come back as text", async () => {
    answers["/api/t/"] = { status: 200, raw: "plain text" };
    await expect(client().request("GET", "/api/t/")).resolves.toBe("plain text");
  });
});
