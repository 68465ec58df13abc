import { describe, expect, it } from "vitest";
import { inferAgeGroup } from "./age";
import { inferGender } from "./gender";
import { interestMatcher, parseInterestsCsv } from "./interests";
import { inferJobTitle } from "./job-titles";

describe("inferGender", () => {
  it("uses the first name, with a confidence", () => {
    expect(inferGender("Sarah Connor")).toEqual({ gender: "female", method: "first-name", confidence: 0.9 });
    expect(inferGender("Haruto Sato")).toMatchObject({ gender: "male", method: "first-name" });
    expect(inferGender("José García")).toMatchObject({ gender: "male" });
  });
  it("leaves unisex and unknown names unknown, and marks organisations", () => {
    expect(inferGender("Alex Kim").gender).toBe("unknown");
    expect(inferGender("xX_gamer_Xx").gender).toBe("unknown");
    expect(inferGender("Acme Airlines", "Official account. Contact us for help.")).toEqual({ gender: "company", method: "organisation-cues", confidence: 0.9 });
  });
});

describe("inferAgeGroup", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("reads stated ages, birth years and life-stage cues", () => {
    expect(inferAgeGroup("22 y/o photographer", now)).toMatchObject({ ageGroup: "18-24", method: "stated-age" });
    expect(inferAgeGroup("born in 1970. dog person", now)).toMatchObject({ ageGroup: "50+", method: "birth-year" });
    expect(inferAgeGroup("Retired teacher, proud grandma", now)).toMatchObject({ ageGroup: "50+", method: "life-stage-cues" });
    expect(inferAgeGroup("college student | class of 2027", now)).toMatchObject({ ageGroup: "18-24" });
  });
  it("says unknown without cues", () => {
    expect(inferAgeGroup("coffee and code", now)).toEqual({ ageGroup: "unknown", method: "none", confidence: 0 });
  });
});

describe("inferJobTitle", () => {
  it("finds the category of the most specific title", () => {
    expect(inferJobTitle("Senior software engineer at a fintech")).toMatchObject({ category: "IT Developer", title: "software engineer" });
    expect(inferJobTitle("Co-founder & CEO @acme")).toMatchObject({ category: "Decision maker" });
    expect(inferJobTitle("Marketing manager by day")).toMatchObject({ category: "Business", title: "marketing manager" });
    expect(inferJobTitle("ICU nurse. Runner.")).toMatchObject({ category: "Healthcare" });
    expect(inferJobTitle("看護師として働いています")).toMatchObject({ category: "Healthcare" });
  });
  it("does not match titles inside other words", () => {
    expect(inferJobTitle("I love my dog and my garden").category).toBeNull();
    expect(inferJobTitle("the ceoffee shop").category).toBeNull();
  });
});

describe("interests", () => {
  const csv = "targeting_value,category,subcategory,name\n1001,Books and literature,Biographies and memoirs,Books and literature/Biographies and memoirs\n1002,Music and radio,Jazz,Music and radio/Jazz\n";
  it("parses the taxonomy and matches bio words to interest ids", () => {
    const interests = parseInterestsCsv(csv);
    expect(interests).toHaveLength(2);
    const m = interestMatcher(interests);
    expect(m.match(["jazz", "memoirs", "coffee"]).ids.sort()).toEqual(["1001", "1002"]);
    expect(m.match(["football"])).toEqual({ ids: [], confidence: 0 });
  });
});
