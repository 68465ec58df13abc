import { describe, expect, it } from "vitest";
import { accountNumbers, numbersWithPrefix, buildAccountIndex, packLists, type AccountFactRow, type TermKind } from "./account-index";
import { bioWordsAndPairs, ownPostTerms } from "./account-terms";
import { accountsPerInterestGroup, countFacts } from "./count-facts";
import { topFollowees } from "./top-followees";

const none = { country: null, city: null, gender: null, age_group: null, job_category: null, lang: null };
const row = (no: number, over: Omit<Partial<AccountFactRow>, "values"> & { values?: Partial<AccountFactRow["values"]> } = {}): AccountFactRow => ({
  no,
  id: `a${no}`,
  hasAccount: true,
  interests: [],
  followersCount: 0,
  ...over,
  values: { ...none, ...over.values },
});

// a0..a5: a4 has no profile but posts in Japanese; a5 only follows.
const facts = [
  row(0, { values: { country: "Japan", gender: "female", lang: "ja" }, interests: ["food/coffee", "food/tea"], followersCount: 50 }),
  row(1, { values: { country: "Japan", gender: "male", city: "" }, interests: ["food/coffee"], followersCount: 90 }),
  row(2, { values: { country: "France", lang: "fr" }, interests: ["sports"], followersCount: 90 }),
  row(3, { followersCount: 10 }),
  row(4, { hasAccount: false, values: { country: "Japan", lang: "ja" }, interests: ["food/coffee"], followersCount: null }),
  row(5, { hasAccount: false }),
];
const follows: [number, number[]][] = [
  [0, [1, 2, 3]],
  [1, [2, 3]],
  [3, [2]],
  [5, [3, 0]],
];
// Terms coded in (kind, term) order; a0 and a1 posted, a0 and a2 have bios.
const terms = { kinds: ["bio", "bio", "bio", "hashtag", "hashtag", "word"] as TermKind[], labels: ["coffee", "runner", "tea", "matchday", "tech", "espresso"] };
const index = buildAccountIndex(4, facts.length, {
  facts: facts.reverse(),
  follows: packLists(facts.length, follows),
  terms,
  posts: Int32Array.from([4, 2, 0, 0, 0, 0]),
  termCodes: packLists(facts.length, [[0, [3, 5, 4]], [1, [4, 5]]]),
  termCounts: packLists(facts.length, [[0, [2, 3, 1]], [1, [1, 1]]]),
  bio: packLists(facts.length, [[0, [0, 1, 2]], [2, [0, 2]]]),
});
const everyone = accountNumbers(index, ["a0", "a1", "a2", "a3", "a4", "a5", "unknown"]);

describe("account index", () => {
  it("numbers the ids it holds and leaves out the others", () => {
    expect([...everyone]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...accountNumbers(index, ["a5", "zz", "a2"])]).toEqual([5, 2]);
    // A prefix's numbers, unknown ids inside and at its edge, as looking the prefix up alone gives.
    const ids = ["zz", "a5", "a2", "yy", "a0", "a4", "xx"];
    for (let p = 0; p <= ids.length + 1; p++) {
      const r = numbersWithPrefix(index, ids, p);
      expect([...r.all]).toEqual([...accountNumbers(index, ids)]);
      expect([...r.prefix]).toEqual([...accountNumbers(index, ids.slice(0, p))]);
    }
  });

  it("counts profile columns over profiles only, languages over every account, blanks as missing", () => {
    const counts = countFacts(index, everyone, 20);
    const of = (column: string) => Object.fromEntries(counts.columns.filter(([c]) => c === column).map(([, label, n]) => [label, n]));
    expect(of("country")).toEqual({ Japan: 2, France: 1 });
    expect(of("gender")).toEqual({ female: 1, male: 1 });
    expect(of("city")).toEqual({});
    expect(of("lang")).toEqual({ ja: 2, fr: 1 });
  });

  it("counts each interest held by profiles and the accounts holding any", () => {
    const counts = countFacts(index, everyone, 20);
    expect(counts.interests.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: "food/coffee", count: 2 },
      { id: "food/tea", count: 1 },
      { id: "sports", count: 1 },
    ]);
    expect(counts.interestAccounts).toBe(3);
    expect(Object.fromEntries(accountsPerInterestGroup(index, everyone, (id) => id.split("/")[0]))).toEqual({ food: 2, sports: 1 });
  });

  it("ranks the largest profiles by followers, ties in id order, up to the limit", () => {
    expect(countFacts(index, everyone, 3).largest).toEqual([1, 2, 0]);
    expect(countFacts(index, accountNumbers(index, ["a3", "a2"]), 1).largest).toEqual([2]);
  });

  it("counts the most followed accounts of a set, ties in id order, leaving one out", () => {
    expect(topFollowees(index, everyone, 10)).toEqual([
      { no: 2, count: 3 },
      { no: 3, count: 3 },
      { no: 0, count: 1 },
      { no: 1, count: 1 },
    ]);
    expect(topFollowees(index, everyone, 2, 2)).toEqual([
      { no: 3, count: 3 },
      { no: 0, count: 1 },
    ]);
    expect(topFollowees(index, accountNumbers(index, ["a4"]), 5)).toEqual([]);
  });

  it("sums the terms of the accounts' own posts per kind, ties in term order, with their posts as the base", () => {
    expect(ownPostTerms(index, everyone, 10)).toEqual({
      base: 6,
      ranked: [
        { kind: "hashtag", label: "matchday", count: 2, rank: 1 },
        { kind: "hashtag", label: "tech", count: 2, rank: 2 },
        { kind: "word", label: "espresso", count: 4, rank: 1 },
      ],
    });
    expect(ownPostTerms(index, accountNumbers(index, ["a1", "a3"]), 1).ranked).toEqual([
      { kind: "hashtag", label: "tech", count: 1, rank: 1 },
      { kind: "word", label: "espresso", count: 1, rank: 1 },
    ]);
  });

  it("ranks bio words by accounts and pairs them within a bio", () => {
    const bios = bioWordsAndPairs(index, everyone, 10);
    expect(bios.words.map((w) => [w.label, w.count])).toEqual([["coffee", 2], ["tea", 2], ["runner", 1]]);
    expect(bios.pairs.map((p) => [p.label, p.count])).toEqual([["coffee + tea", 2], ["coffee + runner", 1], ["runner + tea", 1]]);
  });
});
