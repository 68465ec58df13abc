import { describe, expect, it } from "vitest";
import { byCodePoint, rankWordsAndPairs } from "./words-and-pairs";

const rank = (units: string[][], limit = 10, pool = 40) => rankWordsAndPairs(units, { label: (w) => w, compare: byCodePoint, limit, pool });

describe("rankWordsAndPairs", () => {
  it("counts each unit once per word and ranks ties alphabetically", () => {
    const r = rank([["coffee", "coffee", "run"], ["run", "art"], ["coffee", "art"]]);
    expect(r.words).toEqual([
      { label: "art", count: 2, rank: 1 },
      { label: "coffee", count: 2, rank: 2 },
      { label: "run", count: 2, rank: 3 },
    ]);
  });

  it("pairs words of the same unit in order, only among the most used words", () => {
    const r = rank([["tea", "coffee", "rare"], ["coffee", "tea"], ["tea", "coffee"], ["coffee", "zen"]], 10, 2);
    expect(r.pairs).toEqual([{ label: "coffee + tea", count: 3, rank: 1 }]);
    expect(rank([["b", "a", "c"], ["c", "a"]]).pairs.map((p) => [p.label, p.count])).toEqual([["a + c", 2], ["a + b", 1], ["b + c", 1]]);
  });

  it("keeps the top `limit` of each", () => {
    const r = rank([["a", "b", "c"], ["a", "b"], ["a"]], 2);
    expect(r.words.map((w) => w.label)).toEqual(["a", "b"]);
    expect(r.pairs.map((p) => p.label)).toEqual(["a + b", "a + c"]);
  });
});

describe("byCodePoint", () => {
  it("orders by code point, capitals and accents included, and prefixes first", () => {
    expect(["é", "b", "B", "ab", "a", "😀", "\uffff"].sort(byCodePoint)).toEqual(["B", "a", "ab", "b", "é", "\uffff", "😀"]);
  });
});
