import { describe, expect, it } from "vitest";
import { creatorAnswer, creatorDigest, type CreatorFacts } from "./creator-analyst";

const facts: CreatorFacts = {
  handle: "murmur_creator", followers: 2110, followersChangeMonth: -12, botShare: 0.093, posts: 261, medianEngagements: 53, medianRate: 0.032,
  topPost: { text: "Kyoto in the rain #12", engagements: 140 }, engagers: 1800, verifiedEngagers: 90, followingEngagers: 1500, topEngager: "aiko_1",
  timeZone: "Asia/Tokyo", bestTimes: [{ weekday: 5, hour: 21, posts: 6 }], postsNeeded: 0,
  payout: { enough: true, predicted: 23.61, low: 19.5, high: 27.72, mae: 1.92, naiveMae: 2.38, currency: "USD" },
};

describe("Talk to X's local analyst", () => {
  it("answers from the figures the pages show, formatted as they show them", () => {
    expect(creatorAnswer("How many followers do I have?", facts)).toBe("@murmur_creator has 2,110 followers. Over the last 30 days that is -12. Likely bots are 9.3% of them.");
    expect(creatorAnswer("When should I post?", facts)).toBe("In Asia/Tokyo time, your best times to post are Saturday 21:00 (6 posts).");
    expect(creatorAnswer("What will my payout be?", facts)).toContain("$23.61");
  });

  it("answers in Japanese when the screen is in Japanese", () => {
    expect(creatorAnswer("フォロワーは何人？", facts, "ja")).toBe("@murmur_creatorのフォロワーは2,110人です。過去30日の増減は-12です。ボットと思われるフォロワーは9.3%です。");
    expect(creatorAnswer("いつ投稿すればいい？", facts, "ja")).toBe("Asia/Tokyoの時刻で、投稿に最適なのは土曜 21時（投稿6件）です。");
  });

  it("says what it needs instead of guessing, and gives a summary for a question it cannot place", () => {
    const thin: CreatorFacts = { ...facts, bestTimes: [], postsNeeded: 8, payout: { enough: false, periods: 1, periodsNeeded: 3 } };
    expect(creatorAnswer("best time?", thin)).toBe("Not enough data yet: 8 more posts are needed before I can say when to post.");
    expect(creatorAnswer("how much will I earn", thin)).toBe("To predict your payout I need 3 more periods with a payout (you entered 1).");
    const summary = creatorAnswer("hello", facts);
    expect(summary).toContain("2,110 followers");
    expect(summary).toContain("53 engagements");
    expect(creatorDigest(facts).split("\n")).toHaveLength(6);
  });
});
