import { describe, expect, it } from "vitest";
import { mostTallied, mostTalliedByKind } from "./most-tallied";

/** Many codes with few distinct tallies, so ties fall on the last places kept. */
function tallies(n: number, seed: number) {
  const tally = new Int32Array(n + 5);
  const touched: number[] = [];
  for (let c = n + 4; c >= 0; c--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const t = seed % 7;
    if (t > 0) {
      tally[c] = t;
      touched.push(c);
    }
  }
  return { tally, touched };
}

describe("mostTallied", () => {
  it("ranks as a full sort by tally, then code, does", () => {
    for (const [n, limit] of [[0, 5], [3, 5], [200, 1], [200, 20], [200, 60], [500, 499], [500, 1000]]) {
      const { tally, touched } = tallies(n, n + limit);
      const full = [...touched].sort((a, b) => tally[b] - tally[a] || a - b).slice(0, limit);
      expect(mostTallied(touched, tally, limit)).toEqual(full);
    }
    expect(mostTallied([1], Int32Array.from([0, 4]), 0)).toEqual([]);
  });

  it("ranks each kind apart", () => {
    const tally = Int32Array.from([5, 1, 3, 3, 9]);
    const ranked = mostTalliedByKind([0, 1, 2, 3, 4], tally, 2, (c) => (c % 2 ? "odd" : "even"), (c) => `t${c}`);
    expect(ranked).toEqual([
      { kind: "even", label: "t4", count: 9, rank: 1 },
      { kind: "even", label: "t0", count: 5, rank: 2 },
      { kind: "odd", label: "t3", count: 3, rank: 1 },
      { kind: "odd", label: "t1", count: 1, rank: 2 },
    ]);
  });
});
