import { describe, expect, it } from "vitest";
import { affinity, distribution, marginOfError, overlap, roundedShares } from "./statistics";
import { sampleRank, seededSample } from "./sampling";

function rng(seed: number) {
  let s: number = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

describe("roundedShares", () => {
  it("sums to exactly 100 for many random count vectors", () => {
    const r = rng(7);
    for (let t = 0; t < 500; t++) {
      const counts = Array.from({ length: 1 + Math.floor(r() * 12) }, () => Math.floor(r() * 1000));
      if (!counts.some((c) => c > 0)) counts[0] = 1;
      const shares = roundedShares(counts);
      expect(Math.round(shares.reduce((s, v) => s + v, 0) * 100)).toBe(10000);
      shares.forEach((s, i) => expect(Math.abs(s - (100 * counts[i]) / counts.reduce((a, b) => a + b, 0))).toBeLessThan(0.011));
    }
  });

  it("gives thirds as 33.34 / 33.33 / 33.33", () => {
    expect(roundedShares([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
  });

  it("gives zeros for an empty base", () => {
    expect(roundedShares([0, 0])).toEqual([0, 0]);
  });
});

describe("marginOfError", () => {
  it("is zero when the whole population was counted", () => {
    expect(marginOfError(0.3, 500, 500)).toBe(0);
  });

  it("matches the textbook figure for p=0.5, n=1000 from a huge population", () => {
    expect(marginOfError(0.5, 1000, 1e12)).toBeCloseTo(0.03099, 4);
  });

  it("shrinks with the finite-population correction", () => {
    expect(marginOfError(0.5, 1000, 2000)).toBeLessThan(marginOfError(0.5, 1000, 1e9));
  });
});

describe("distribution", () => {
  it("states base, coverage and shares over accounts with a known value", () => {
    const d = distribution([{ label: "US", count: 3 }, { label: "JP", count: 1 }], { population: 10, sampled: 10 });
    expect(d).toMatchObject({ base: 4, analysed: 10, coverage: 0.4, sampled: false });
    expect(d.rows).toEqual([{ label: "US", count: 3, share: 75 }, { label: "JP", count: 1, share: 25 }]);
  });

  it("gives margins only when sampled", () => {
    const d = distribution([{ label: "a", count: 50 }, { label: "b", count: 50 }], { population: 1000, sampled: 100 });
    expect(d.sampled).toBe(true);
    expect(d.rows[0].margin).toBeGreaterThan(0);
  });
});

describe("sampled estimates", () => {
  it("fall within their stated 95% margin of the exact share in at least 95% of seeds", () => {
    const population = 4_000;
    const ids = Array.from({ length: population }, (_, i) => `id${i}`);
    // A fixed trait: about 23% of the population has it.
    const trait = new Set(ids.filter((id) => sampleRank(999, id) % 100 < 23));
    const exact = trait.size / population;
    const seeds = 200;
    let inside = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const sample = seededSample(ids, 400, seed);
      const hits = sample.filter((id) => trait.has(id)).length;
      const d = distribution([{ label: "yes", count: hits }, { label: "no", count: sample.length - hits }], { population, sampled: sample.length });
      const yes = d.rows.find((r) => r.label === "yes")!;
      if (Math.abs(yes.share - 100 * exact) <= yes.margin!) inside++;
    }
    expect(inside / seeds).toBeGreaterThanOrEqual(0.95);
  }, 60_000);
});

describe("seededSample", () => {
  it("keeps everything under the cap and is reproducible and seed-dependent above it", () => {
    const ids = Array.from({ length: 100 }, (_, i) => String(i));
    expect(seededSample(ids, 200, 1)).toHaveLength(100);
    const a = seededSample(ids, 10, 1);
    expect(a).toHaveLength(10);
    expect(new Set(a).size).toBe(10);
    expect(seededSample(ids, 10, 1)).toEqual(a);
    expect(seededSample(ids, 10, 2)).not.toEqual(a);
  });
});

describe("affinity and overlap", () => {
  it("is the audience share over the network share", () => {
    expect(affinity(5, 10, 20, 200)).toBe(5);
    expect(affinity(1, 10, 0, 200)).toBe(0);
  });

  it("gives shared count, jaccard and share of the first set", () => {
    expect(overlap(2, 4, 6)).toEqual({ shared: 2, jaccard: 0.25, shareOfA: 0.5 });
  });
});
