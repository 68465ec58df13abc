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

  it("ranks as a full sort does when many words tie at the last places kept", () => {
    const units = Array.from({ length: 300 }, (_, i) => [`w${i % 97}`, `w${(i * 7) % 53}`, `v${i % 13}`, "common"]);
    const full = (limit: number, pool: number) => {
      const counts = new Map<string, number>();
      for (const u of units) for (const w of new Set(u)) counts.set(w, (counts.get(w) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0])).slice(0, Math.max(limit, pool)).map(([label, count]) => ({ label, count }));
    };
    for (const [limit, pool] of [[5, 3], [20, 40], [40, 7], [200, 200]]) {
      const r = rank(units, limit, pool);
      expect(r.words.map(({ label, count }) => ({ label, count }))).toEqual(full(limit, pool).slice(0, limit));
    }
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

  it("agrees with a comparison of whole code points on every kind of character", () => {
    const chars = ["a", "z", "é", "\u4e2d", "\ud7ff", "\ue000", "\uff5e", "\uffff", "😀", "𝄞", "\u{10ffff}"];
    const words = chars.flatMap((x) => chars.map((y) => x + y)).concat(chars);
    const points = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);
    const reference = (a: string, b: string) => {
      const [x, y] = [points(a), points(b)];
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
      return x.length - y.length;
    };
    for (const a of words) for (const b of words) expect(Math.sign(byCodePoint(a, b))).toBe(Math.sign(reference(a, b)));
  });
});
