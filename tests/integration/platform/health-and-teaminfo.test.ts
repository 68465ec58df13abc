import { beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as teaminfo } from "@/app/api/teaminfo/[slug]/route";
import { seedDemo } from "@/lib/server/seed";
import { callRoute } from "../../support/call-route";
import { databaseKind, freshDatabase } from "../../support/test-db";

beforeAll(async () => {
  const handle = await freshDatabase();
  await seedDemo(handle.db);
  await seedDemo(handle.db); // the seed is idempotent
});

describe(`platform endpoints on ${databaseKind()}`, () => {
  it("GET /api/health/ reports the app and a reachable database", async () => {
    const res = await callRoute(health, { url: "/api/health/" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      app: { status: "ok", version: "30.7.3" },
      database: { status: "ok", driver: databaseKind() },
    });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("GET /api/teaminfo/{slug}/ gives public branding only", async () => {
    const res = await callRoute(teaminfo, { url: "/api/teaminfo/acme/", params: { slug: "ACME" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: expect.any(String), slug: "acme", name: "Acme Media", logo: "/_static/demo/acme-logo.svg" });
  });

  it.each(["nobody", "-bad-", "x".repeat(80)])("an unknown or malformed slug %s is a 404 with a detail body", async (slug) => {
    const res = await callRoute(teaminfo, { params: { slug } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: "Not found.", request_id: expect.any(String) });
  });
});
