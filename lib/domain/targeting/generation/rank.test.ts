import { describe, expect, it } from "vitest";
import { lift, rankCandidates } from "./rank";

const c = (label: string, inAudience: number, inCorpus: number) => ({ label, inAudience, inCorpus });

describe("ranking candidates", () => {
  it("lift compares the audience's use with the corpus's", () => {
    expect(lift(c("run", 50, 100), 100, 1000)).toBe(5);
  });

  it("keeps items the audience over-uses (lift 1.2 or more), orders by the chosen weighing, and limits", () => {
    const items = [c("run", 50, 100), c("the", 90, 900), c("marathon", 8, 12), c("rare", 1, 1)];
    expect(rankCandidates(items, { audience: 100, corpus: 1000, order: "relevance", limit: 5 }).map((x) => x.label)).toEqual(["marathon", "run"]);
    expect(rankCandidates(items, { audience: 100, corpus: 1000, order: "relevance", limit: 5, minLift: 1 }).map((x) => x.label)).toContain("the");
    expect(rankCandidates(items, { audience: 100, corpus: 1000, order: "reach", limit: 2 }).map((x) => x.label)).toEqual(["run", "marathon"]);
    expect(rankCandidates(items, { audience: 100, corpus: 1000, order: "balanced", limit: 1 }).map((x) => x.label)).toEqual(["run"]);
  });
});
