import { beforeAll, describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";
import { corpusFollows } from "@/lib/server/db/schema";
import * as suggest from "@/app/api/external/competitor-analysis/suggest-competitors/route";
import * as topics from "@/app/api/external/competitor-analysis/account-topics/route";
import * as compare from "@/app/api/external/compare-accounts/route";

// The hand-made analysis corpus: @brand is followed by 1-4; 1-3 also follow @rival, 1 follows @celeb.
const suite = setupAuthSuite({});
beforeAll(async () => seedAnalysisCorpus(suite.handle.db));

describe("suggested competitors", () => {
  it("ranks the accounts the handle's audience also follows by the share of that audience they reach", async () => {
    const user = await signedInCaller("planner@agency.example");
    const res = await user.call(suggest.POST, "POST", "/api/external/competitor-analysis/suggest-competitors/", { body: { handle: "@Brand" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ handle: "brand", population: 4, analysed: 4 });
    expect(res.data.method).toMatch(/seeded sample/);
    expect(res.data.competitors).toEqual([
      { handle: "rival", name: "rival", followers: 4, followers_in_corpus: 4, shared: 3, share: 75, margin: 0, shared_topics: [] },
      { handle: "celeb", name: "celeb", followers: 3, followers_in_corpus: 3, shared: 1, share: 25, margin: 0, shared_topics: [] },
    ]);
  });

  it("answers 404 for a handle not in the corpus, 400 for a malformed one, 401 when signed out", async () => {
    const user = await signedInCaller("planner2@agency.example");
    const path = "/api/external/competitor-analysis/suggest-competitors/";
    const missing = await user.call(suggest.POST, "POST", path, { body: { handle: "nobody_here" } });
    expect(missing.status).toBe(404);
    expect(missing.data.detail).toBe("No account @nobody_here in the corpus.");
    expect((await user.call(suggest.POST, "POST", path, { body: { handle: "not a handle!" } })).status).toBe(400);
    expect((await new Caller().call(suggest.POST, "POST", path, { body: { handle: "brand" } })).status).toBe(401);
  });
});

describe("account topics", () => {
  it("gives each handle's hashtags and its audience's named interests with coverage, and the interests they share", async () => {
    const user = await signedInCaller("planner3@agency.example");
    const res = await user.call(topics.POST, "POST", "/api/external/competitor-analysis/account-topics/", { body: { handles: ["brand", "@rival"] } });
    expect(res.status).toBe(200);
    const [brand, rival] = res.data.accounts;
    expect(brand).toMatchObject({ handle: "brand", posts: 2, topics: [{ topic: "coffee", posts: 2 }, { topic: "beans", posts: 1 }] });
    expect(brand.audience).toEqual({ population: 4, analysed: 4, with_interests: 2, coverage: 0.5 });
    expect(brand.interests).toEqual([
      { label: "Gaming/Computer gaming", count: 2, share: 100, margin: 0 },
      { label: "Books and literature/Comics", count: 1, share: 50, margin: 0 },
    ]);
    expect(rival).toMatchObject({ handle: "rival", posts: 0, topics: [], audience: { population: 4, analysed: 4, with_interests: 2 } });
    expect(res.data.shared_interests).toEqual([
      { label: "Gaming/Computer gaming", shares: [100, 100] },
      { label: "Books and literature/Comics", shares: [50, 50] },
    ]);
  });

  it("refuses more than six handles and none", async () => {
    const user = await signedInCaller("planner4@agency.example");
    const path = "/api/external/competitor-analysis/account-topics/";
    const many = await user.call(topics.POST, "POST", path, { body: { handles: ["a", "b", "c", "d", "e", "f", "g"] } });
    expect(many.status).toBe(400);
    expect(many.data.handles).toEqual(["Give at most 6 handles."]);
    expect((await user.call(topics.POST, "POST", path, { body: { handles: [] } })).status).toBe(400);
  });
});

describe("compare accounts, side by side", () => {
  it("adds each account's 30-day follower growth and engagement per post to sizes and overlaps", async () => {
    // One follower of @rival first seen two days ago: the only follow within the last 30 days.
    const recent = new Date(Date.now() - 2 * 86_400_000);
    await suite.handle.db.insert(corpusFollows).values({ followerId: "6", followeeId: "200", firstSeenAt: recent, lastSeenAt: recent });
    const user = await signedInCaller("planner5@agency.example");
    const res = await user.call(compare.POST, "POST", "/api/external/compare-accounts/", { body: { handles: ["brand", "rival"] } });
    expect(res.status).toBe(200);
    expect(res.data.accounts).toEqual([
      { handle: "brand", followers_in_corpus: 4, new_followers_30d: 0, growth_30d: 0, posts_in_corpus: 2, engagement_per_post: 7.5 },
      { handle: "rival", followers_in_corpus: 5, new_followers_30d: 1, growth_30d: 20, posts_in_corpus: 0, engagement_per_post: 0 },
    ]);
    expect(res.data.overlaps).toEqual([{ a: "brand", b: "rival", shared_followers: 3, jaccard: 0.5 }]);
  });
});
