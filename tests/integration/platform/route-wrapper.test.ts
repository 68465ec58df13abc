import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { callRoute } from "../../support/call-route";
import { freshDatabase } from "../../support/test-db";

beforeAll(() => freshDatabase());

const echo = route(
  { auth: "public", body: z.object({ email: z.string().email("Enter a valid email address."), size: z.number().int().positive() }) },
  async ({ body }) => json(body),
);

describe("the route wrapper", () => {
  it("parses the body with the resource's schema", async () => {
    const res = await callRoute(echo, { method: "POST", body: { email: "a@b.co", size: 3, extra: "dropped" } });
    expect(res).toMatchObject({ status: 200, json: { email: "a@b.co", size: 3 } });
  });

  it("answers bad fields with a DRF-style field body and 400", async () => {
    const res = await callRoute(echo, { method: "POST", body: { email: "nope", size: -1 } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: ["Enter a valid email address."], size: [expect.any(String)], request_id: expect.any(String) });
  });

  it("a body that is not an object is a non_field_errors 400", async () => {
    const res = await callRoute(echo, { method: "POST", body: ["x"] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toEqual(["non_field_errors", "request_id"]);
  });

  it("invalid JSON is a clear 400", async () => {
    const res = await callRoute(echo, { method: "POST", rawBody: "{oops", headers: { "content-type": "application/json" } });
    expect(res).toMatchObject({ status: 400, json: { detail: "Request body is not valid JSON." } });
  });

  it("a huge body is a 413", async () => {
    const res = await callRoute(echo, { method: "POST", rawBody: JSON.stringify({ email: "x".repeat(1_100_000) }) });
    expect(res).toMatchObject({ status: 413, json: { detail: "Request body is too large." } });
  });

  it("auth 'user' turns anonymous callers away with 401", async () => {
    const secret = route({ auth: "user" }, async () => json({ secret: true }));
    const res = await callRoute(secret);
    expect(res).toMatchObject({ status: 401, json: { detail: "Authentication credentials were not provided." } });
  });

  it("AppErrors keep their status and message", async () => {
    const limited = route({ auth: "public" }, async () => {
      throw new AppError("rate_limited", "Too many requests. Try again in a minute.", undefined, { "retry-after": "60" });
    });
    const res = await callRoute(limited);
    expect(res).toMatchObject({ status: 429, json: { detail: "Too many requests. Try again in a minute." } });
    expect(res.headers.get("retry-after")).toBe("60");
  });

  it("an unexpected error is a 500 without a stack trace, logged as one JSON line with the request id and no secret", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = route({ auth: "public" }, async () => {
      throw new Error("secret internals at /srv/app.ts:12 calling postgres://app:hunter2@db/murmur?token=abc");
    });
    const res = await callRoute(broken, { headers: { "x-request-id": "req-123" } });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.json)).not.toContain("secret internals");
    expect(res.json).toEqual({ detail: "Something went wrong on our side. Please try again later.", request_id: "req-123" });
    expect(log).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(log.mock.calls[0][0]));
    expect(line).toMatchObject({ level: "error", event: "request-error", request_id: "req-123" });
    expect(line.error).toContain("secret internals");
    expect(JSON.stringify(line)).not.toMatch(/hunter2|token=abc/);
    log.mockRestore();
  });

  it("every error body the client sees carries the request id of its x-request-id header", async () => {
    const notFound = route({ auth: "public" }, async () => {
      throw new AppError("not_found", "Not found.");
    });
    const secret = route({ auth: "user" }, async () => json({ secret: true }));
    const answers = [
      await callRoute(echo, { method: "POST", body: { email: "nope", size: 1 } }),
      await callRoute(echo, { method: "POST", rawBody: "{oops" }),
      await callRoute(secret),
      await callRoute(notFound, { headers: { "x-request-id": "edge-7f3a" } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 401, 404]);
    for (const answer of answers) {
      expect(answer.json.request_id).toEqual(expect.any(String));
      expect(answer.json.request_id).toBe(answer.headers.get("x-request-id"));
    }
    expect(answers[3].json.request_id).toBe("edge-7f3a");
    expect(new Set(answers.map((a) => a.json.request_id)).size).toBe(4);
  });

  it("an incoming request id that is not a short plain token is replaced by a fresh one", async () => {
    const res = await callRoute(echo, { method: "POST", body: {}, headers: { "x-request-id": "<script>" + "x".repeat(80) } });
    expect(res.json.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("query strings are parsed, repeated keys as lists", async () => {
    const list = route({ auth: "public", query: z.object({ country: z.array(z.string()).or(z.string()) }) }, async ({ query }) => json(query));
    const res = await callRoute(list, { url: "/x?country=JP&country=US" });
    expect(res.json).toEqual({ country: ["JP", "US"] });
  });
});
