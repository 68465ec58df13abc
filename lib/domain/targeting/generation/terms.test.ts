import { describe, expect, it } from "vitest";
import { descriptionTerms, stem, termQuery, toTsQuery } from "./terms";

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

  it("builds a prefix tsquery: a description ORs its terms, keyword groups AND inside and OR between, exclusions NOT", () => {
    expect(toTsQuery(termQuery({ description: "running shoes" }))).toBe("run:* | shoe:*");
    expect(toTsQuery(termQuery({ keywordGroups: [["coffee", "beans"], ["espresso"]], excluded: ["decaf"] }))).toBe("((coffee:* & bean:*) | espresso:*) & !decaf:*");
    expect(toTsQuery(termQuery({ description: "the and of" }))).toBe("");
  });
});
