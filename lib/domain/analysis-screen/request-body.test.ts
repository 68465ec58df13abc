import { describe, expect, it } from "vitest";
import { defaultRequest } from "./session";
import { analyzeBody, conversationQuery, tweetIdsOf } from "./request-body";

const base = { handle: "#ai or machine learning", extraKeyword: "", extraKeywordType: "and" as const, excludeKeywords: [] as string[] };

describe("conversation query", () => {
  it("is the typed query when there is nothing extra", () => {
    expect(conversationQuery(base)).toBe("#ai or machine learning");
  });
  it("requires an extra keyword in every group with and", () => {
    expect(conversationQuery({ ...base, extraKeyword: "ethics" })).toBe('#ai "ethics" or "machine learning" "ethics"');
  });
  it("adds the extra keyword as one more group with or", () => {
    expect(conversationQuery({ ...base, extraKeyword: "#robots", extraKeywordType: "or" })).toBe('#ai or "machine learning" or #robots');
  });
  it("removes excluded keywords from every group", () => {
    expect(conversationQuery({ ...base, excludeKeywords: ["crypto", "#nft"] })).toBe('#ai -"crypto" -#nft or "machine learning" -"crypto" -#nft');
  });
});

describe("analyze body", () => {
  const now = new Date("2026-11-22T04:00:00Z");
  it("sends a handle without its @", () => {
    expect(analyzeBody({ ...defaultRequest(now), queryType: "handle", handle: " @nasa " })).toEqual({ query_type: "handle", handle: "nasa" });
  });
  it("sends the conversation's window, order, countries, trend country and share-of-voice settings", () => {
    const body = analyzeBody({ ...defaultRequest(now), handle: "#coffee", shareOfConversation: ["#tea"] });
    expect(body).toMatchObject({
      query_type: "conversation", query: "#coffee", order: "like_count", countries: ["Global"], trend_country: "United States",
      keywords: ["#tea"], share_of_voice_with_keywords: true, start: "2026-10-23T04:00:00.000Z", end: "2026-11-22T03:55:00.000Z",
    });
  });
  it("reads post ids from URLs", () => {
    expect(tweetIdsOf("https://x.com/a/status/123, 456, https://twitter.com/b/statuses/789?s=1, junk")).toEqual(["123", "456", "789"]);
  });
});
