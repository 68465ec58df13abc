import { beforeAll, describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { signedInCaller } from "@/tests/support/auth";
import { corpusAccounts, corpusFollows, corpusPostEntities, corpusPosts } from "@/lib/server/db/schema";
import * as clusters from "@/app/api/external/explore-clusters/route";

// A small corpus: @brand has 10 followers. Six are football fans (follow @club_a and @club_b, post
// #matchday), four are cooks (follow @chef_x, post #recipe); everyone also follows @news.
const suite = setupAuthSuite({});
const at = new Date("2026-10-01T12:00:00Z");
const fans = ["fan1", "fan2", "fan3", "fan4", "fan5", "fan6"];
const cooks = ["cook1", "cook2", "cook3", "cook4"];

beforeAll(async () => {
  const db = suite.handle.db;
  const handles = ["brand", "club_a", "club_b", "chef_x", "news", ...fans, ...cooks];
  await db.insert(corpusAccounts).values(handles.map((h) => ({ id: `id-${h}`, handle: h, name: h, origin: "generated" })));
  const follow = (a: string, b: string) => ({ followerId: `id-${a}`, followeeId: `id-${b}`, firstSeenAt: at, lastSeenAt: at });
  await db.insert(corpusFollows).values([
    ...[...fans, ...cooks].map((a) => follow(a, "brand")),
    ...[...fans, ...cooks].map((a) => follow(a, "news")),
    ...fans.flatMap((a) => [follow(a, "club_a"), follow(a, "club_b")]),
    ...cooks.map((a) => follow(a, "chef_x")),
  ]);
  const posters = [...fans.map((a) => [a, "matchday"]), ...cooks.map((a) => [a, "recipe"])];
  await db.insert(corpusPosts).values(posters.map(([a], i) => ({ id: `p${i}`, authorId: `id-${a}`, text: "post", createdAt: at, origin: "generated" })));
  await db.insert(corpusPostEntities).values(posters.map(([, tag], i) => ({ postId: `p${i}`, kind: "hashtag", value: tag, position: 0, display: `#${tag}` })));
});

describe("topic clusters of a handle's followers", () => {
  it("splits the audience into its two groups, named by their hashtags and followed accounts, with base and coverage", async () => {
    const user = await signedInCaller("researcher@agency.example");
    const res = await user.call(clusters.POST, "POST", "/api/external/explore-clusters/", { body: { handle: "@Brand" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ handle: "brand", population: 10, analysed: 10, clustered: 10, coverage: 1 });
    expect(res.data.method).toMatch(/Louvain/);
    const [football, cooking] = res.data.clusters;
    expect(football).toMatchObject({ size: 6, share: 60, margin: 0, sample_handles: ["fan1", "fan2", "fan3", "fan4", "fan5"] });
    expect(football.terms).toEqual([{ feature: "matchday", count: 6, lift: 10 / 6 }]);
    expect(football.accounts.map((a: { feature: string }) => a.feature)).toEqual(["club_a", "club_b"]);
    expect(cooking).toMatchObject({ size: 4, share: 40, terms: [{ feature: "recipe", count: 4, lift: 2.5 }], accounts: [{ feature: "chef_x", count: 4, lift: 2.5 }] });
    // @news is followed by everyone: it names no cluster.
    expect(JSON.stringify(res.data.clusters)).not.toContain("news");
  });

  it("answers 404 for a handle the corpus does not know, 400 for one that cannot be a handle, 401 signed out", async () => {
    const user = await signedInCaller("researcher2@agency.example");
    expect((await user.call(clusters.POST, "POST", "/x", { body: { handle: "nobody_here" } })).status).toBe(404);
    expect((await user.call(clusters.POST, "POST", "/x", { body: { handle: "not a handle" } })).status).toBe(400);
  });
});
