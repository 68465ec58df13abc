import { describe, expect, it } from "vitest";
import { sectionStats } from "./section-stats";

const full = { population: 100, sampled: 100, is_sample: false, posts_matched: null };
const sample = { population: 10_000, sampled: 1_000, is_sample: true, posts_matched: null };

describe("section stats", () => {
  it("uses the engine's base, coverage and largest margin", () => {
    const p = { base: 800, coverage: 0.8, rows: [{ share: 60, margin: 3.2 }, { share: 40, margin: 3.1 }] };
    expect(sectionStats("countries", p, sample)).toEqual({ base: 800, unit: "accounts", coverage: 0.8, margin: 3.2 });
  });
  it("is exact when nothing was sampled", () => {
    expect(sectionStats("most_interacted_hashtags", { base: 50, rows: [{ share: 30 }] }, full)).toEqual({ base: 50, unit: "posts", coverage: 1, margin: 0 });
  });
  it("computes the top share's margin for counted sections of a sampled audience", () => {
    const s = sectionStats("audience_self_view", { base: 1000, rows: [{ share: 50 }] }, sample);
    // 1.96 * sqrt(.25/1000) * sqrt((10000-1000)/9999) = 2.94 points
    expect(s.margin).toBeCloseTo(2.94, 2);
  });
  it("keeps a section counted over every post exact when its authors are a sample", () => {
    const sentiment = { base: 900, analysed: 1000, coverage: 0.9, sampled: false, population: 1000, rows: [{ share: 50 }, { share: 30 }, { share: 20 }] };
    expect(sectionStats("sentiment_analysis", sentiment, { ...sample, posts_matched: 1000 })).toEqual({ base: 1000, unit: "posts", coverage: 0.9, margin: 0 });
  });
  it("counts conversation volume exactly", () => {
    expect(sectionStats("conversation_volume", { total: 321, series: [] }, sample)).toMatchObject({ base: 321, margin: 0 });
  });
});
