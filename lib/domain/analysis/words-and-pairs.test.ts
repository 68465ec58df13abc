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

  it("ranks pairs as counting every pair by its label and sorting them all does, repeated words and numeric codes included", () => {
    // The reference: each unit's distinct pool words in code-point order, every pair counted by label, a full sort.
    const reference = (units: string[][], limit: number, pool: number) => {
      const counts = new Map<string, number>();
      for (const u of units) for (const w of new Set(u)) counts.set(w, (counts.get(w) ?? 0) + 1);
      const top = new Set([...counts].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0])).slice(0, pool).map(([w]) => w));
      const pairs = new Map<string, { a: string; b: string; count: number }>();
      for (const u of units) {
        const kept = [...new Set(u)].filter((w) => top.has(w)).sort(byCodePoint);
        for (let i = 0; i < kept.length; i++)
          for (let j = i + 1; j < kept.length; j++) {
            const label = `${kept[i]} + ${kept[j]}`;
            pairs.set(label, { a: kept[i], b: kept[j], count: (pairs.get(label)?.count ?? 0) + 1 });
          }
      }
      return [...pairs.values()]
        .sort((x, y) => y.count - x.count || byCodePoint(x.a, y.a) || byCodePoint(x.b, y.b))
        .slice(0, limit)
        .map((p, i) => ({ label: `${p.a} + ${p.b}`, count: p.count, rank: i + 1 }));
    };
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const vocabulary = ["a", "B", "é", "zz", "😀", "\uffff", "mm", "k", "q", "tea", "coffee", "run"];
    const units = Array.from({ length: 400 }, () => Array.from({ length: 1 + Math.floor(next() * 24) }, () => vocabulary[Math.floor(next() * next() * vocabulary.length)]));
    for (const [limit, pool] of [[20, 40], [3, 5], [10, 2], [50, 1]]) expect(rank(units, limit, pool).pairs).toEqual(reference(units, limit, pool));
    // Codes (typed arrays) ranked in a given order, labelled only at the end.
    const codes = units.map((u) => Int32Array.from(u, (w) => vocabulary.indexOf(w)));
    const order = vocabulary.map((_, code) => code).sort((x, y) => byCodePoint(vocabulary[x], vocabulary[y]));
    const placeOf = Int32Array.from(vocabulary, (_, code) => order.indexOf(code));
    const coded = rankWordsAndPairs(codes, { label: (c: number) => vocabulary[c], compare: (x, y) => placeOf[x] - placeOf[y], limit: 20 });
    expect(coded.pairs).toEqual(reference(units, 20, 40));
    expect(coded.words).toEqual(rank(units, 20).words);
    // The same codes counted in typed arrays (`codes`), at every (limit, pool), ties at the cut included.
    for (const [limit, pool] of [[20, 40], [3, 5], [10, 2], [50, 1], [1, 12]]) {
      const typed = rankWordsAndPairs(codes, { label: (c: number) => vocabulary[c], compare: (x, y) => placeOf[x] - placeOf[y], limit, pool, codes: vocabulary.length });
      expect(typed).toEqual(rankWordsAndPairs(codes, { label: (c: number) => vocabulary[c], compare: (x, y) => placeOf[x] - placeOf[y], limit, pool }));
      expect(typed.pairs).toEqual(reference(units, limit, pool));
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
