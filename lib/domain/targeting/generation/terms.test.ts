import { describe, expect, it } from "vitest";
import { descriptionTerms, stem, termQuery, toTsQuery, wordForms } from "./terms";

describe("description terms", () => {
  it("keeps topic words, drops stopwords and advertiser words, and stems so forms meet", () => {
    expect(descriptionTerms("People who love running shoes and marathons").map((t) => t.word)).toEqual(["running", "shoes", "marathons"]);
    expect(["running", "runners", "runs"].map(stem)).toEqual(["run", "run", "run"]);
    expect(stem("shoes")).toBe("shoe");
    expect(stem("stories")).toBe("story");
  });

  it("drops repeats of one stem and stops at the maximum", () => {
    expect(descriptionTerms("runner running runs").length).toBe(1);
    expect(descriptionTerms("alpha bravo charlie delta echo foxtrot", 3).map((t) => t.word)).toEqual(["alpha", "bravo", "charlie"]);
  });

  it("matches whole inflections of each stem, never a longer word that merely starts the same", () => {
    const run = wordForms({ word: "running", stem: "run" });
    expect(run).toEqual(expect.arrayContaining(["run", "runs", "running", "runner", "runners"]));
    expect(run).not.toContain("runway");
    expect(wordForms({ word: "stories", stem: "story" })).toEqual(expect.arrayContaining(["story", "stories"]));
    expect(wordForms({ word: "biking", stem: "bike" })).toEqual(expect.arrayContaining(["bike", "bikes", "biking", "biker"]));
  });

  it("builds a tsquery: a description ORs its terms, keyword groups AND inside and OR between, exclusions NOT", () => {
    const forms = (word: string, s: string) => `(${wordForms({ word, stem: s }).join(" | ")})`;
    expect(toTsQuery(termQuery({ description: "running shoes" }))).toBe(`${forms("running", "run")} | ${forms("shoes", "shoe")}`);
    expect(toTsQuery(termQuery({ keywordGroups: [["coffee", "beans"], ["espresso"]], excluded: ["decaf"] }))).toBe(
      `((${forms("coffee", "coffee")} & ${forms("beans", "bean")}) | ${forms("espresso", "espresso")}) & !${forms("decaf", "decaf")}`,
    );
    expect(toTsQuery(termQuery({ description: "the and of" }))).toBe("");
  });
});
