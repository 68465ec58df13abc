import { describe, expect, it } from "vitest";
import { defaultRequest } from "./session";
import { fromSearchParams, toSearchParams } from "./url-state";

const now = new Date("2026-11-22T04:00:30Z");

describe("analysis URL", () => {
  it("round-trips a conversation with every option changed", () => {
    const r = {
      ...defaultRequest(now),
      handle: "#ai or machine learning",
      conversationStart: "2026-11-01T00:00:00.000Z",
      conversationEnd: "2026-11-20T12:30:00.000Z",
      conversationOrderPosts: "reply_count" as const,
      country: ["Japan", "United Kingdom"],
      countryTrend: "Japan",
      extraKeyword: "robots",
      extraKeywordType: "or" as const,
      excludeKeywords: ["spam", "crypto"],
      shareOfConversation: ["#ai", "#ml"],
      shareOfVoiceWithKeywords: false,
    };
    const back = fromSearchParams(new URLSearchParams(toSearchParams(r).toString()), new Date("2027-01-01T00:00:00Z"));
    expect(back).toEqual(r);
  });

  it("writes only the type and query for the other query types", () => {
    const p = toSearchParams({ ...defaultRequest(now), queryType: "handle", handle: "nasa" });
    expect(p.toString()).toBe("type=handle&q=nasa");
  });

  it("fills every missing option with the spec's default (conversation, Global, United States, like_count, and, sov on)", () => {
    const r = fromSearchParams(new URLSearchParams("q=%23coffee"), now);
    expect(r).toMatchObject({
      queryType: "conversation", handle: "#coffee", country: ["Global"], countryTrend: "United States", conversationOrderPosts: "like_count",
      extraKeywordType: "and", excludeKeywords: [], shareOfVoiceWithKeywords: true,
      conversationStart: "2026-10-23T04:00:00.000Z", conversationEnd: "2026-11-22T03:55:00.000Z",
    });
  });

  it("ignores unknown types, orders and dates, and takes the toolkit's /explore/:name when q is missing", () => {
    const r = fromSearchParams(new URLSearchParams("type=bogus&order=worst&start=yesterday"), now, "nasa");
    expect(r.queryType).toBe("conversation");
    expect(r.conversationOrderPosts).toBe("like_count");
    expect(r.conversationStart).toBe(defaultRequest(now).conversationStart);
    expect(r.handle).toBe("nasa");
  });
});
