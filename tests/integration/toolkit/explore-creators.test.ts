import { beforeAll, describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { signedInCaller } from "@/tests/support/auth";
import { Caller } from "@/tests/support/caller";
import { seedAnalysisCorpus } from "@/tests/support/analysis-corpus";
import * as creators from "@/app/api/external/explore-creators/route";
import * as access from "@/app/api/external/feature-access/route";

// The hand-made analysis corpus: #coffee is posted by @brand (2 posts, 10 and 5 likes, 110 followers)
// and @bea (1 post, 7 likes, 70 followers); @brand's followers are 1-4 (two in the US, one in Japan, bea among them).
const suite = setupAuthSuite({});
beforeAll(async () => seedAnalysisCorpus(suite.handle.db));
const PATH = "/api/external/explore-creators/";

describe("explore creators (Creators allow-list)", () => {
  it("finds the topic's creators with reach, engagement and audience fit, for an allow-listed e-mail", async () => {
    const user = await signedInCaller("scout@murmur.localhost");
    const res = await user.call(creators.POST, "POST", PATH, { body: { topic: "#Coffee", country: "USA" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ topic: "coffee", country: "United States", topic_posts: 3, topic_authors: 2 });
    expect(res.data.creators).toEqual([
      { handle: "brand", name: "brand", country: "United States", followers: 110, followers_in_corpus: 4, topic_posts: 2, engagement_per_post: 7.5, topic_fit: 25, country_fit: 66.7, located_followers: 3 },
      { handle: "bea", name: "bea", country: "United States", followers: 70, followers_in_corpus: 0, topic_posts: 1, engagement_per_post: 7, topic_fit: 0, country_fit: 0, located_followers: 0 },
    ]);
  });

  it("keeps creators within the follower range and out of other countries", async () => {
    const user = await signedInCaller("scout2@murmur.localhost");
    const big = await user.call(creators.POST, "POST", PATH, { body: { topic: "coffee", min_followers: 100 } });
    expect(big.data.creators.map((c: { handle: string }) => c.handle)).toEqual(["brand"]);
    expect(big.data.creators[0].country_fit).toBeNull();
    const small = await user.call(creators.POST, "POST", PATH, { body: { topic: "coffee", max_followers: 100 } });
    expect(small.data.creators.map((c: { handle: string }) => c.handle)).toEqual(["bea"]);
    const japan = await user.call(creators.POST, "POST", PATH, { body: { topic: "coffee", country: "japan" } });
    expect(japan.data).toMatchObject({ topic_posts: 3, creators: [] });
  });

  it("refuses bad input with field errors: unknown country, reversed range, empty topic", async () => {
    const user = await signedInCaller("scout3@murmur.localhost");
    const nowhere = await user.call(creators.POST, "POST", PATH, { body: { topic: "coffee", country: "atlantis" } });
    expect(nowhere.status).toBe(400);
    expect(nowhere.data.country).toEqual(["No such country."]);
    const reversed = await user.call(creators.POST, "POST", PATH, { body: { topic: "coffee", min_followers: 10, max_followers: 5 } });
    expect(reversed.status).toBe(400);
    expect(reversed.data.max_followers).toEqual(["Max followers must be at least min followers."]);
    expect((await user.call(creators.POST, "POST", PATH, { body: { topic: "  " } })).status).toBe(400);
  });

  it("refuses (403) e-mails off the allow-list and (401) visitors; feature access says which tools are open", async () => {
    const outsider = await signedInCaller("outsider@agency.example");
    const refused = await outsider.call(creators.POST, "POST", PATH, { body: { topic: "coffee" } });
    expect(refused.status).toBe(403);
    expect(refused.data.detail).toMatch(/invited accounts only/);
    expect((await new Caller().call(creators.POST, "POST", PATH, { body: { topic: "coffee" } })).status).toBe(401);
    expect((await outsider.call(access.GET, "GET", "/api/external/feature-access/")).data).toEqual({ creators: false, campaign_planner: false, toolkit_admin: false });
    const insider = await signedInCaller("scout4@murmur.localhost");
    expect((await insider.call(access.GET, "GET", "/api/external/feature-access/")).data).toEqual({ creators: true, campaign_planner: true, toolkit_admin: false });
  });
});
