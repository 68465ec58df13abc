import { describe, expect, it } from "vitest";
import { classificationMetrics } from "@/lib/domain/enrichment/classification-metrics";
import { botFeatures, botScore, botShare, isLikelyBot } from "./bot-score";
import { demoCreatorNetwork } from "./demo-network";
import { duplicateShares } from "./duplicate-share";

const end = new Date("2026-11-26T00:00:00Z");

describe("bot and spam score", () => {
  it("adds the weights of the signals an account shows", () => {
    const f = { ageDays: 10, defaultAvatar: true, emptyBio: true, handle: "anna48213377", followers: 3, following: 2400, postsPerDay: 80, duplicateShare: 1 };
    expect(botScore(f)).toEqual({ score: 1, signals: ["young", "default_avatar", "empty_bio", "handle_digits", "ratio", "posting_rate", "duplicates"] });
    expect(botScore({ ...f, ageDays: 900, defaultAvatar: false, emptyBio: false, handle: "anna", followers: 500, following: 300, postsPerDay: 2, duplicateShare: 0 })).toEqual({ score: 0, signals: [] });
  });

  it("gives the share of likely bots with a margin that is zero for a census", () => {
    expect(botShare([0.9, 0.1, 0.6, 0.2], 4)).toMatchObject({ likelyBots: 2, share: 0.5, margin: 0 });
    const sampled = botShare([0.9, 0.1, 0.6, 0.2], 400);
    expect(sampled.margin).toBeGreaterThan(0.4);
  });

  it("finds the demo generator's planted bots: precision and recall on its labels", () => {
    const net = demoCreatorNetwork({ end });
    const dup = duplicateShares(net.posts);
    const gold = net.people.map((p) => (p.bot ? "bot" : "person"));
    const predicted = net.people.map((p) => (isLikelyBot(botScore(botFeatures(p, dup.get(p.id) ?? 0, end)).score) ? "bot" : "person"));
    const bot = classificationMetrics(gold, predicted, ["bot", "person"] as const).perLabel[0];
    console.log(`bot score on ${net.people.length} generated accounts (${gold.filter((g) => g === "bot").length} planted bots): precision ${bot.precision.toFixed(3)}, recall ${bot.recall.toFixed(3)}`);
    expect(bot.precision).toBeGreaterThan(0.9);
    expect(bot.recall).toBeGreaterThan(0.85);
  });
});
