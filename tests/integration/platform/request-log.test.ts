import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { installRequestLog } from "@/lib/server/logging/request-log";

// A real HTTP server, as `next start` runs one: the log wraps every server of the process.
let server: http.Server;
let origin = "";
let uninstall: () => void;
const seen: { id: string | undefined }[] = [];

beforeAll(async () => {
  uninstall = installRequestLog();
  server = http.createServer((req, res) => {
    seen.push({ id: req.headers["x-request-id"] as string | undefined });
    if (req.url?.startsWith("/broken")) {
      res.statusCode = 500;
      res.end("{}");
      return;
    }
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  uninstall();
  await new Promise((resolve) => server.close(resolve));
});

function linesOf(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map((c) => JSON.parse(String(c[0]))).filter((l) => l.event === "request");
}

it("writes one JSON line per request with its method, path, status, duration and request id, and no secret of the query", async () => {
  const out = vi.spyOn(console, "log").mockImplementation(() => {});
  const err = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    const ok = await fetch(`${origin}/rest-auth/twitter/?code=c0de-s3cret&state=st4te&page=2`);
    const broken = await fetch(`${origin}/broken?token=t0ken`, { method: "POST", body: "x" });
    await new Promise((r) => setTimeout(r, 50));
    const [first] = linesOf(out);
    const [second] = linesOf(err);
    expect(linesOf(out)).toHaveLength(1);
    expect(first).toMatchObject({ level: "info", event: "request", method: "GET", path: "/rest-auth/twitter/?code=***&state=***&page=2", status: 200 });
    expect(first.duration_ms).toEqual(expect.any(Number));
    expect(first.request_id).toBe(ok.headers.get("x-request-id"));
    expect(second).toMatchObject({ level: "error", method: "POST", path: "/broken?token=***", status: 500, request_id: broken.headers.get("x-request-id") });
    expect(JSON.stringify([...out.mock.calls, ...err.mock.calls])).not.toMatch(/c0de-s3cret|st4te|t0ken/);
    // The handler saw the same id on the request (route handlers put it in error bodies).
    expect(seen.at(-2)?.id).toBe(first.request_id);
    expect(first.request_id).not.toBe(second.request_id);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
});

it("keeps a request id a reverse proxy sent, and replaces one that is not a short plain token", async () => {
  const out = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    const kept = await fetch(`${origin}/ok`, { headers: { "x-request-id": "edge-42.a" } });
    const replaced = await fetch(`${origin}/ok`, { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-42.a");
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    out.mockRestore();
  }
});
