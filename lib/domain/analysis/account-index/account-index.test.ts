import { describe, expect, it } from "vitest";
import { accountNumbers, buildAccountIndex, type AccountFactRow } from "./account-index";
import { accountsPerInterestGroup, countFacts } from "./count-facts";
import { topFollowees } from "./top-followees";

const none = { country: null, city: null, gender: null, age_group: null, job_category: null, lang: null };
const row = (no: number, over: Partial<AccountFactRow> & { values?: Partial<AccountFactRow["values"]> } = {}): AccountFactRow => ({
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
const index = buildAccountIndex(4, facts.length, facts.reverse(), follows);
const everyone = accountNumbers(index, ["a0", "a1", "a2", "a3", "a4", "a5", "unknown"]);

describe("account index", () => {
  it("numbers the ids it holds and leaves out the others", () => {
    expect([...everyone]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...accountNumbers(index, ["a5", "zz", "a2"])]).toEqual([5, 2]);
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
});
