import { beforeAll, describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { corpusAccounts, corpusPostEntities, corpusPosts } from "@/lib/server/db/schema";
import * as countryStats from "@/app/api/external/x-stats/country/route";

// Three accounts in Japan, one in the United States, one with no known place; six posts.
const suite = setupAuthSuite({});

beforeAll(async () => {
  const db = suite.handle.db;
  await db.insert(corpusAccounts).values([
    { id: "1", handle: "tokyo_news", name: "Tokyo News", country: "Japan", followersCount: 900, origin: "generated" },
    { id: "2", handle: "osaka_eats", name: "Osaka Eats", country: "Japan", followersCount: 300, origin: "generated" },
    { id: "3", handle: "kyoto_walks", name: "Kyoto Walks", country: "Japan", followersCount: 50, origin: "generated" },
    { id: "4", handle: "ny_daily", name: "NY Daily", country: "United States", followersCount: 5000, origin: "generated" },
    { id: "5", handle: "somewhere", name: "Somewhere", followersCount: 10, origin: "generated" },
  ]);
  const post = (id: string, author: string, hour: number, lang: string) => ({ id, authorId: author, text: "x", lang, createdAt: new Date(Date.UTC(2026, 9, 1, hour)), origin: "generated" });
  await db.insert(corpusPosts).values([post("a", "1", 9, "ja"), post("b", "1", 9, "ja"), post("c", "2", 12, "ja"), post("d", "3", 21, "en"), post("e", "4", 9, "en"), post("f", "5", 9, "en")]);
  const tag = (postId: string, value: string, position = 0) => ({ postId, kind: "hashtag", value, position, display: `#${value}` });
  await db.insert(corpusPostEntities).values([tag("a", "ramen"), tag("c", "Ramen"), tag("c", "osaka", 1), tag("d", "travel"), tag("e", "ramen")]);
});

describe("X stats of a country", () => {
  it("counts the country's accounts, hashtags, languages and hours over every post of its accounts, with coverage", async () => {
    const user = await signedInCaller("analyst@agency.example");
    const res = await user.call(countryStats.GET, "GET", "/api/external/x-stats/country/?country=japan");
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ country: "Japan", code: "JP", accounts: 3, located_accounts: 4, all_accounts: 5, coverage: 0.8, posts: 4 });
    expect(res.data.top_accounts.map((a: { handle: string }) => a.handle)).toEqual(["tokyo_news", "osaka_eats", "kyoto_walks"]);
    expect(res.data.hashtags).toEqual([
      { tag: "ramen", posts: 2, authors: 2 },
      { tag: "osaka", posts: 1, authors: 1 },
      { tag: "travel", posts: 1, authors: 1 },
    ]);
    expect(res.data.languages).toEqual([
      { label: "ja", count: 3, share: 75 },
      { label: "en", count: 1, share: 25 },
    ]);
    expect(res.data.hours[9]).toBe(2);
    expect(res.data.hours[12]).toBe(1);
    expect(res.data.hours[21]).toBe(1);
    expect(res.data.hours.reduce((a: number, b: number) => a + b, 0)).toBe(4);
  });

  it("accepts aliases and slugs (USA, united-states), refuses unknown countries and signed-out callers", async () => {
    const user = await signedInCaller("analyst2@agency.example");
    expect((await user.call(countryStats.GET, "GET", "/api/external/x-stats/country/?country=USA")).data).toMatchObject({ country: "United States", accounts: 1, posts: 1 });
    expect((await user.call(countryStats.GET, "GET", "/api/external/x-stats/country/?country=united-states")).data.country).toBe("United States");
    expect((await user.call(countryStats.GET, "GET", "/api/external/x-stats/country/?country=atlantis")).status).toBe(404);
    expect((await new Caller().call(countryStats.GET, "GET", "/api/external/x-stats/country/?country=japan")).status).toBe(401);
  });
});
