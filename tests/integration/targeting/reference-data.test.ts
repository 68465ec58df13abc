import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { registerIdentityResolver } from "@/lib/server/auth/identity";
import { seedTargetingReferenceData } from "@/lib/server/targeting/seed-reference-data";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { GET as interests } from "@/app/api/interests/route";
import { POST as searchInterests } from "@/app/api/interests/search/route";
import { GET as languages } from "@/app/api/languages/route";
import { GET as operators } from "@/app/api/network-operators/route";
import { POST as searchOperators } from "@/app/api/network-operators/search/route";
import { GET as topics } from "@/app/api/conversation-topics/route";
import { POST as searchTopics } from "@/app/api/conversation-topics/search/route";
import { GET as screens } from "@/app/api/movies-tv-shows/route";
import { POST as searchScreens } from "@/app/api/movies-tv-shows/search/route";
import { GET as countries } from "@/app/api/targeting-countries/route";
import { GET as locations } from "@/app/api/targeting-locations/route";
import { POST as searchLocations } from "@/app/api/targeting-locations/search/route";
import { GET as jobTitles } from "@/app/api/job-titles/route";
import { GET as regions } from "@/app/api/audience-regions/route";
import { freshDatabase } from "../../support/test-db";
import { callRoute } from "../../support/call-route";

let handle: DatabaseHandle;
const user = { "x-test-user": "1" };
type Item = Record<string, unknown>;
const items = (r: { json: Record<string, unknown> }, key: string) => r.json[key] as Item[];

beforeAll(async () => {
  handle = await freshDatabase();
  registerIdentityResolver(async (req) => (req.headers.get("x-test-user") ? { kind: "user", userId: "u1", email: "a@example.com", via: "token", credentialId: "t1" } : null));
  await seedTargetingReferenceData(handle.db);
});
afterAll(async () => handle.close());

describe("seeding", () => {
  it("is idempotent", async () => {
    const count = async () => (await queryRows<{ n: number }>(handle.db, sql`select (select count(*) from targeting_interests) + (select count(*) from targeting_locations) + (select count(*) from audience_regions) as n`))[0].n;
    const before = Number(await count());
    await seedTargetingReferenceData(handle.db);
    expect(Number(await count())).toBe(before);
  });
});

describe("list calls", () => {
  it("needs a signed-in caller", async () => {
    const r = await callRoute(languages);
    expect(r.status).toBe(401);
  });
  it("lists X's interests with their real ids and Category/Subcategory names", async () => {
    const list = items(await callRoute(interests, { headers: user }), "interests");
    expect(list).toHaveLength(200);
    expect(list).toContainEqual({ id: "1001", label: "Books and literature/Biographies and memoirs", category: "Books and literature", subcategory: "Biographies and memoirs" });
  });
  it("lists ISO 639-1 languages with English names, marking those X targets", async () => {
    const list = items(await callRoute(languages, { headers: user }), "languages");
    expect(list.length).toBeGreaterThanOrEqual(180);
    expect(list).toContainEqual({ code: "ja", label: "Japanese", x_targetable: true });
    expect(list.find((l) => l.code === "cy")).toMatchObject({ label: "Welsh", x_targetable: false });
  });
  it("lists network operators from X's fixtures and the mcc-mnc list", async () => {
    const list = items(await callRoute(operators, { headers: user }), "network_operators");
    expect(list).toContainEqual({ id: "4i", label: "3", country_code: "GB", source: "x" });
    expect(list.some((o) => o.source === "mcc-mnc" && o.country_code === "JP")).toBe(true);
  });
  it("lists conversation topics and movies/TV shows", async () => {
    expect(items(await callRoute(topics, { headers: user }), "conversation_topics")).toContainEqual({ id: "a1", label: "NFL", topic_type: "SPORTS" });
    const shows = items(await callRoute(screens, { headers: user }), "movies_tv_shows");
    expect(shows).toContainEqual(expect.objectContaining({ label: "NBA Basketball", kind: "tv_show" }));
    expect(shows).toContainEqual(expect.objectContaining({ id: "10034234711", label: "Teleton 2014", genre: "SPECIAL" }));
  });
  it("lists the job-title taxonomy", async () => {
    const list = items(await callRoute(jobTitles, { headers: user }), "job_titles");
    expect(list.map((c) => c.name)).toContain("Alternative Medicine");
    expect(list.find((c) => c.name === "Healthcare")?.children).toContain("nurse");
  });
  it("lists audience regions with name, is_single_country and country_codes", async () => {
    const r = await callRoute(regions, { headers: user });
    const list = r.json as unknown as Item[];
    expect(list).toContainEqual({ name: "Japan", is_single_country: true, country_codes: ["JP"] });
    expect(list).toContainEqual({ name: "Benelux", is_single_country: false, country_codes: ["BE", "NL", "LU"] });
  });
});

describe("search calls take {keywords}", () => {
  it("answers under the list's key", async () => {
    expect(items(await callRoute(searchInterests, { method: "POST", headers: user, body: { keywords: "comics" } }), "interests").map((i) => i.id)).toEqual(["1003"]);
    expect(items(await callRoute(searchOperators, { method: "POST", headers: user, body: { keywords: "Advantage" } }), "network_operators")).toContainEqual(expect.objectContaining({ id: "2l" }));
    expect(items(await callRoute(searchTopics, { method: "POST", headers: user, body: { keywords: ["nba", "nfl"] } }), "conversation_topics").map((t) => t.label)).toEqual(expect.arrayContaining(["NBA", "NFL"]));
    expect(items(await callRoute(searchScreens, { method: "POST", headers: user, body: { keywords: "teleton" } }), "movies_tv_shows")).toHaveLength(1);
  });
  it("treats % and _ literally", async () => {
    expect(items(await callRoute(searchInterests, { method: "POST", headers: user, body: { keywords: "%" } }), "interests")).toEqual([]);
  });
  it("refuses a missing or empty keywords with a 400 field error", async () => {
    for (const body of [{}, { keywords: "" }, { keywords: [] }, { keywords: 3 }]) {
      const r = await callRoute(searchInterests, { method: "POST", headers: user, body });
      expect(r.status).toBe(400);
      expect(r.json).toHaveProperty("keywords");
    }
  });
});

describe("countries and locations", () => {
  it("gives English and Japanese names and finds countries by alias", async () => {
    const all = items(await callRoute(countries, { headers: user }), "countries");
    expect(all.length).toBeGreaterThanOrEqual(249);
    expect(all.find((c) => c.code === "JP")).toMatchObject({ label: "Japan", name_ja: "日本", selectable: true });
    for (const [alias, code] of [["UK", "GB"], ["USA", "US"], ["UAE", "AE"], ["holland", "NL"], ["north korea", "KP"], ["Czechia", "CZ"]]) {
      const found = items(await callRoute(countries, { url: `/?keywords=${encodeURIComponent(alias)}`, headers: user }), "countries");
      expect(found.map((c) => c.code), alias).toContain(code);
    }
  });
  it("makes North Korea unselectable with the spec's info", async () => {
    const all = items(await callRoute(countries, { headers: user }), "countries");
    expect(all.find((c) => c.code === "KP")).toMatchObject({ selectable: false, info: "This country is not available for targeting." });
  });
  it("lists a country's locations by ?country_code=, with the US states and DC", async () => {
    const us = items(await callRoute(locations, { url: "/?country_code=us", headers: user }), "locations");
    const regionsUs = us.filter((l) => l.location_type === "REGIONS");
    expect(regionsUs).toHaveLength(51);
    expect(us).toContainEqual(expect.objectContaining({ label: "Region or state - Texas, US" }));
    expect(us).toContainEqual(expect.objectContaining({ label: "Los Angeles, Los Angeles CA, CA, USA", location_type: "CITIES" }));
    const gb = items(await callRoute(locations, { url: "/?country_code=GB", headers: user }), "locations");
    expect(gb.filter((l) => l.location_type === "REGIONS").map((l) => l.label)).toEqual(expect.arrayContaining(["Region or state - Scotland, GB"]));
  });
  it("searches locations with country_code and keywords", async () => {
    const r = await callRoute(searchLocations, { method: "POST", headers: user, body: { country_code: "US", keywords: "los angeles" } });
    expect(items(r, "locations").map((l) => l.label)).toContain("East Los Angeles, Los Angeles CA, CA, USA");
    const fr = await callRoute(searchLocations, { method: "POST", headers: user, body: { country_code: "FR", keywords: "los angeles" } });
    expect(items(fr, "locations")).toEqual([]);
  });
  it("refuses a bad country code", async () => {
    const r = await callRoute(locations, { url: "/?country_code=USA", headers: user });
    expect(r.status).toBe(400);
    expect(r.json).toHaveProperty("country_code");
    expect((await callRoute(locations, { headers: user })).status).toBe(400);
  });
});
