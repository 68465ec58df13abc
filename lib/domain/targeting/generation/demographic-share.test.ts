import { describe, expect, it } from "vitest";
import { ageShare, ageSpan, genderShare } from "./demographic-share";

describe("demographic shares", () => {
  it("reads age codes as spans of years", () => {
    expect(ageSpan("AGE_18_TO_24")).toEqual([18, 25]);
    expect(ageSpan("AGE_OVER_35")).toEqual([35, 80]);
    expect(ageSpan("AGE_ANY")).toBeNull();
  });

  it("keeps the covered part of each known age group", () => {
    const groups = { "18-24": 20, "25-49": 50, "50+": 30, unknown: 400 };
    expect(ageShare("AGE_18_TO_24", groups)).toBeCloseTo(0.2);
    expect(ageShare("AGE_OVER_50", groups)).toBeCloseTo(0.3);
    expect(ageShare("AGE_25_TO_49", groups)).toBeCloseTo(0.5);
    expect(ageShare("AGE_ANY", groups)).toBe(1);
    expect(ageShare("AGE_18_TO_24", {})).toBe(1);
  });

  it("keeps the chosen gender's share of people of known gender", () => {
    const g = { male: 60, female: 40, company: 10 };
    expect(genderShare("FEMALE", g)).toBeCloseTo(0.4);
    expect(genderShare("Men", g)).toBeCloseTo(0.6);
    expect(genderShare("ANY", g)).toBe(1);
  });
});
