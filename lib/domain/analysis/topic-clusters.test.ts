import { describe, expect, it } from "vitest";
import { clusterAccounts, type ClusterInput } from "./topic-clusters";

// A hand-made audience: six football fans who follow the same clubs and post #matchday, five cooks
// who follow chefs and post #recipe, a lone account with nothing in common with anyone, and one
// account everybody follows (too common to say anything about groups).
const fans = ["f1", "f2", "f3", "f4", "f5", "f6"].map((id, i) => ({
  id,
  features: ["follow:club_a", "follow:club_b", i % 2 ? "follow:pundit" : "follow:club_c", "tag:matchday", i < 3 ? "tag:goal" : "tag:derby", "follow:everyone"],
}));
const cooks = ["c1", "c2", "c3", "c4", "c5"].map((id, i) => ({
  id,
  features: ["follow:chef_x", "follow:chef_y", "tag:recipe", i < 2 ? "tag:baking" : "tag:vegan", "follow:everyone"],
}));
const loner: ClusterInput = { id: "z1", features: ["follow:someone_rare", "tag:unique", "follow:everyone"] };
const audience = [...fans, ...cooks, loner];

describe("topic clusters (Louvain on the shared-feature graph)", () => {
  const report = clusterAccounts(audience, 12, { seed: 1 });

  it("finds the two groups, biggest first, and leaves the account that shares nothing out", () => {
    expect(report.clusters.map((c) => c.members)).toEqual([
      ["f1", "f2", "f3", "f4", "f5", "f6"],
      ["c1", "c2", "c3", "c4", "c5"],
    ]);
    expect(report).toMatchObject({ population: 12, analysed: 12, clustered: 11 });
    expect(report.coverage).toBeCloseTo(11 / 12);
    expect(report.modularity).toBeGreaterThan(0.4);
  });

  it("names each cluster by its distinctive hashtags and followed accounts, never by what everyone shares", () => {
    const [football, cooking] = report.clusters;
    expect(football.terms[0]).toEqual({ feature: "matchday", count: 6, lift: 2 });
    expect(football.accounts.map((a) => a.feature).slice(0, 2)).toEqual(["club_a", "club_b"]);
    expect(cooking.terms[0]).toMatchObject({ feature: "recipe", count: 5 });
    expect(cooking.accounts.map((a) => a.feature)).toEqual(["chef_x", "chef_y"]);
    expect(report.clusters.flatMap((c) => c.accounts.map((a) => a.feature))).not.toContain("everyone");
  });

  it("states shares of the clustered accounts, with no margin when the whole audience was analysed", () => {
    expect(report.clusters.map((c) => Math.round(c.share * 10) / 10)).toEqual([54.5, 45.5]);
    expect(report.clusters.map((c) => c.margin)).toEqual([0, 0]);
    const sampled = clusterAccounts(audience, 1200, { seed: 1 });
    expect(sampled.clusters[0].margin).toBeGreaterThan(20);
  });

  it("gives the same clusters for the same seed, and none for accounts that share nothing", () => {
    expect(clusterAccounts(audience, 12, { seed: 1 })).toEqual(report);
    expect(clusterAccounts([loner, { id: "z2", features: ["tag:other"] }], 2)).toMatchObject({ clustered: 0, coverage: 0, clusters: [] });
  });
});
