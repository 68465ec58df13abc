import { describe, expect, it } from "vitest";
import { initialSession } from "./session";
import { sessionReducer } from "./reducer";

describe("analysis session state (spec §3)", () => {
  it("starts with every default", () => {
    const s = initialSession(new Date("2026-11-22T04:00:00Z"));
    expect(s).toMatchObject({
      queryType: "conversation", conversationOrderPosts: "like_count", country: ["Global"], countryTrend: "United States",
      extraKeywordType: "and", extraKeyword: "", excludeKeywords: [], shareOfVoiceWithKeywords: true, downloadBackground: "black",
      conversationStart: "2026-10-23T04:00:00.000Z", conversationEnd: "2026-11-22T03:55:00.000Z", submittedQueryType: null, runningQuery: 0,
    });
  });

  it("drops answers for a run that is no longer running", () => {
    let s = initialSession(new Date());
    s = sessionReducer({ ...s, handle: "a" }, { type: "start", run: 1, tweetIds: [], analyzedKeywords: [] });
    s = sessionReducer(s, { type: "start", run: 2, tweetIds: [], analyzedKeywords: [] });
    const after = sessionReducer(s, { type: "requestDone", run: 1, key: "general", audienceCreatorQueryId: "old" });
    expect(after).toBe(s);
  });

  it("only flags a request as too long while it is loading", () => {
    let s = sessionReducer(initialSession(new Date()), { type: "start", run: 1, tweetIds: [], analyzedKeywords: [] });
    s = sessionReducer(s, { type: "requestStarted", run: 1, key: "posts" });
    s = sessionReducer(s, { type: "requestDone", run: 1, key: "posts" });
    expect(sessionReducer(s, { type: "tookTooLong", run: 1, key: "posts" })).toBe(s);
  });
});
