import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { createTeam } from "@/lib/server/teams/create-team";
import * as configs from "@/app/api/audience-configs/route";
import * as config from "@/app/api/audience-configs/[pk]/route";
import * as audiences from "@/app/api/audiences/route";
import * as download from "@/app/api/external/audiences/[pk]/download_targeting_package/route";
import { callRoute } from "../../support/call-route";
import * as usages from "@/app/api/external/audience-usages/route";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { Caller } from "../../support/caller";

let handle: DatabaseHandle;
let alice: Awaited<ReturnType<typeof signedInCaller>>;
let mallory: Awaited<ReturnType<typeof signedInCaller>>;
let team: string;

const PACKAGE = { keywords: [{ label: "cold brew", deselected: false }], handles: [{ handle: "bluebottle" }], age: "AGE_25_TO_49" };

beforeAll(async () => {
  handle = await freshDatabase();
  alice = await signedInCaller("alice@example.com");
  mallory = await signedInCaller("mallory@example.com");
  team = (await createTeam(alice.userId, { name: "Coffee Co", slug: "coffee-co" })).slug;
  await createTeam(mallory.userId, { name: "Other", slug: "other-co" });
});
afterAll(async () => handle.close());

const create = (caller: Caller, body: Record<string, unknown>) => caller.call(configs.POST, "POST", "/api/audience-configs/", { body });

describe("audience configs", () => {
  it("a member saves one, lists it and reads it back", async () => {
    const made = await create(alice, { team, name: "Coffee lovers", size: 120000, categories: ["Food"], countries: ["Japan"], targeting_package: PACKAGE });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ name: "Coffee lovers", size: 120000, categories: [{ name: "Food" }], countries: [{ label: "Japan" }], query_type: "audience_builder" });
    expect(made.data.targeting_package.handles).toEqual([{ handle: "bluebottle", deselected: false }]);
    const list = await alice.call(configs.GET, "GET", `/api/audience-configs/?team=${team}`);
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([made.data.id]);
    const one = await alice.call(config.GET, "GET", `/api/audience-configs/${made.data.id}/`, { params: { pk: String(made.data.id) } });
    expect(one.data.created).toBe(made.data.created);
  });

  it("updates only the fields sent", async () => {
    const made = await create(alice, { team, name: "Tea", targeting_package: PACKAGE, description: "green tea" });
    const pk = String(made.data.id);
    const res = await alice.call(config.PATCH, "PATCH", `/api/audience-configs/${pk}/`, { params: { pk }, body: { name: "Tea drinkers" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: "Tea drinkers", description: "green tea" });
  });

  it("filters saved audiences by query type", async () => {
    await create(alice, { team, name: "Handles", targeting_package: PACKAGE, query_type: "handle_analysis" });
    const all = await alice.call(audiences.GET, "GET", `/api/audiences/?team=${team}`);
    const some = await alice.call(audiences.GET, "GET", `/api/audiences/?team=${team}&query_type=handle_analysis`);
    expect(all.data.length).toBeGreaterThan(some.data.length);
    expect(some.data.map((c: { name: string }) => c.name)).toEqual(["Handles"]);
  });

  it("keeps other teams out with a 404, and anonymous callers with a 401", async () => {
    const made = await create(alice, { team, name: "Private", targeting_package: PACKAGE });
    const pk = String(made.data.id);
    expect((await mallory.call(config.GET, "GET", `/api/audience-configs/${pk}/`, { params: { pk } })).status).toBe(404);
    expect((await mallory.call(config.PATCH, "PATCH", `/api/audience-configs/${pk}/`, { params: { pk }, body: { name: "x" } })).status).toBe(404);
    expect((await mallory.call(configs.GET, "GET", `/api/audience-configs/?team=${team}`)).status).toBe(404);
    expect((await create(mallory, { team, name: "Sneaky", targeting_package: PACKAGE })).status).toBe(404);
    expect((await new Caller().call(configs.GET, "GET", `/api/audience-configs/?team=${team}`)).status).toBe(401);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = (await alice.call(configs.GET, "GET", `/api/audience-configs/?team=${team}`)).data.length;
    const bad = await create(alice, { team, name: "", targeting_package: { handles: [{ handle: "not a handle" }] } });
    expect(bad.status).toBe(400);
    expect(bad.data).toHaveProperty("name");
    expect((await alice.call(config.GET, "GET", "/api/audience-configs/abc/", { params: { pk: "abc" } })).status).toBe(404);
    expect((await alice.call(configs.GET, "GET", `/api/audience-configs/?team=${team}`)).data.length).toBe(before);
  });

  it("downloads the package as an Ads Editor-style sheet, members only", async () => {
    const made = await create(alice, { team, name: "Coffee, lovers!", countries: ["UK"], targeting_package: PACKAGE });
    const pk = String(made.data.id);
    const headers = { cookie: [...alice.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ") };
    const res = await callRoute(download.GET, { url: `/api/external/audiences/${pk}/download_targeting_package/`, headers, params: { pk } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="Coffee-lovers.csv"');
    const [header, row] = String(res.json).split("\r\n");
    expect(header.startsWith("Line item name,Keywords,Hashtags,Follower look-alikes")).toBe(true);
    expect(row).toContain('"Coffee, lovers!",cold brew,,bluebottle');
    expect(row).toContain("United Kingdom");
    expect((await mallory.call(download.GET, "GET", `/api/external/audiences/${pk}/download_targeting_package/`, { params: { pk } })).status).toBe(404);
  });

  it("refuses to download an empty package with the spec's message", async () => {
    const made = await create(alice, { team, name: "Empty", targeting_package: {} });
    const pk = String(made.data.id);
    const res = await alice.call(download.GET, "GET", `/api/external/audiences/${pk}/download_targeting_package/`, { params: { pk } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Failed to apply targeting list because it is empty.", request_id: expect.any(String) });
  });

  it("records an applied usage with its state, for configs of the caller's teams only", async () => {
    const made = await create(alice, { team, name: "Applied", targeting_package: PACKAGE });
    const body = { ad_account_id: "18ce54d4x5t", state: "applied", audience_config_id: made.data.id, targeting_package: PACKAGE, countries: ["Japan"] };
    const res = await alice.call(usages.POST, "POST", "/api/external/audience-usages/", { body });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ ad_account_id: "18ce54d4x5t", state: "applied", audience_config_id: made.data.id, countries: ["Japan"] });
    expect((await mallory.call(usages.POST, "POST", "/api/external/audience-usages/", { body })).status).toBe(404);
    const bad = await alice.call(usages.POST, "POST", "/api/external/audience-usages/", { body: { ...body, state: "paused" } });
    expect(bad.status).toBe(400);
    expect(bad.data).toHaveProperty("state");
  });
});
