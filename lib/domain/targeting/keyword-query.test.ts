import { describe, expect, it } from "vitest";
import { isValidKeywordInput, KeywordQueryError, parseKeywordQuery, serialiseKeywordQuery, type KeywordQuery } from "./keyword-query";
import { seededRandom } from "./seeded-random";

describe("serialiseKeywordQuery", () => {
  it("joins terms with AND inside a group and groups with OR", () => {
    expect(serialiseKeywordQuery({ groups: [["coffee", "beans"], ["espresso"]], exclusions: [] })).toBe("(coffee AND beans) OR espresso");
  });
  it("appends exclusions with NOT", () => {
    expect(serialiseKeywordQuery({ groups: [["coffee"]], exclusions: ["decaf", "instant"] })).toBe("coffee NOT decaf NOT instant");
  });
  it("leaves a single group unbracketed", () => {
    expect(serialiseKeywordQuery({ groups: [["a", "b"]], exclusions: [] })).toBe("a AND b");
  });
  it("quotes phrases, operator words and quotes inside terms", () => {
    expect(serialiseKeywordQuery({ groups: [["new york", "or"], ['say "hi"']], exclusions: [] })).toBe('("new york" AND "or") OR "say \\"hi\\""');
  });
  it("drops empty terms and groups", () => {
    expect(serialiseKeywordQuery({ groups: [[" ", "tea "], []], exclusions: [""] })).toBe("tea");
  });
});

describe("parseKeywordQuery", () => {
  it("gives back groups and exclusions", () => {
    expect(parseKeywordQuery('(coffee AND "cold brew") OR tea NOT decaf')).toEqual({ groups: [["coffee", "cold brew"], ["tea"]], exclusions: ["decaf"] });
  });
  it("reads a query made only of exclusions", () => {
    expect(parseKeywordQuery("NOT spam")).toEqual({ groups: [], exclusions: ["spam"] });
  });
  it("reads an empty query", () => {
    expect(parseKeywordQuery("  ")).toEqual({ groups: [], exclusions: [] });
  });
  it.each(["(a AND b", "a AND", '"open', "a OR OR b", "a b", "NOT"])("rejects the malformed %j", (text) => {
    expect(() => parseKeywordQuery(text)).toThrow(KeywordQueryError);
  });
});

describe("isValidKeywordInput", () => {
  it("accepts an object whose keywords is a list of lists", () => {
    expect(isValidKeywordInput({ keywords: [["a", "b"], []] })).toBe(true);
    expect(isValidKeywordInput({ keywords: [] })).toBe(true);
  });
  it.each([null, "a", [["a"]], {}, { keywords: "a" }, { keywords: ["a"] }, { keywords: [["a"], "b"] }])("rejects %j", (input) => {
    expect(isValidKeywordInput(input)).toBe(false);
  });
});

describe("round trip (seeded property test)", () => {
  const ALPHABET = ["a", "b", "z", "é", "日", "1", "#", "@", " ", '"', "\\", "(", ")", "-", "'", "."];
  const WORDS = ["AND", "or", "Not", "coffee", "New York"];
  it("parse(serialise(q)) gives q back for 500 generated queries", () => {
    const rnd = seededRandom(20261122);
    const termOf = () => (rnd.next() < 0.2 ? rnd.pick(WORDS) : Array.from({ length: rnd.int(1, 8) }, () => rnd.pick(ALPHABET)).join("").trim() || "x");
    for (let n = 0; n < 500; n++) {
      const q: KeywordQuery = {
        groups: Array.from({ length: rnd.int(0, 4) }, () => Array.from({ length: rnd.int(1, 4) }, termOf)),
        exclusions: Array.from({ length: rnd.int(0, 3) }, termOf),
      };
      expect(parseKeywordQuery(serialiseKeywordQuery(q)), JSON.stringify(q)).toEqual(q);
    }
  });
});
