import { describe, expect, it } from "vitest";
import { AGENCY_IDS, agencyCountryRestriction, AGES, AUDIENCE_SIZE_BUCKETS, AUDIENCE_SIZE_CHOICES, BUDGET_CHOICES, CREATOR_DEFAULTS, CURRENCIES, GENDER_PICKER, GENDER_TARGETING_IDS, genderTargetingValue, PLACEMENTS } from "./options";

describe("option lists", () => {
  it("has the four placements with their labels", () => {
    expect(PLACEMENTS.map((p) => `${p.value}=${p.label}`)).toEqual(["homeTimelines=Home Timelines", "profiles=Profiles", "searchResults=Search Results", "replies=Replies"]);
  });
  it("has the 22 age codes with labels", () => {
    expect(AGES).toHaveLength(22);
    expect(new Set(AGES.map((a) => a.value)).size).toBe(22);
    expect(AGES[0]).toEqual({ value: "AGE_ANY", label: "Any" });
    expect(AGES).toContainEqual({ value: "AGE_OVER_50", label: "Over 50" });
    expect(AGES).toContainEqual({ value: "AGE_13_TO_24", label: "13 to 24" });
    expect(AGES).toContainEqual({ value: "AGE_35_TO_54", label: "35 to 54" });
  });
  it("shows Any, Women (FEMALE) and Men (MALE) in the gender picker and maps genders to X's ids", () => {
    expect(GENDER_PICKER.map((g) => `${g.label}:${g.value}`)).toEqual(["Any:ANY", "Women:FEMALE", "Men:MALE"]);
    expect([genderTargetingValue("MALE"), genderTargetingValue("Men"), genderTargetingValue("FEMALE"), genderTargetingValue("Women"), genderTargetingValue("ANY")]).toEqual([1, 1, 2, 2, null]);
    expect(GENDER_TARGETING_IDS).toEqual(["ic6ic7", "18ce54xm10v", "18ce53uv61s"]);
  });
  it("has the size buckets, budgets, sizes and currencies", () => {
    expect(AUDIENCE_SIZE_BUCKETS.slice(0, 5)).toEqual(["<1M", "1M-5M", "5M-12M", "12M-25M", "25M+"]);
    expect(AUDIENCE_SIZE_BUCKETS).toHaveLength(6);
    expect(BUDGET_CHOICES).toHaveLength(12);
    expect(BUDGET_CHOICES.at(-1)).toBe(1000000);
    expect(AUDIENCE_SIZE_CHOICES).toHaveLength(12);
    expect(AUDIENCE_SIZE_CHOICES[0]).toBe(25000);
    expect(CURRENCIES).toHaveLength(17);
    expect(CURRENCIES.at(-1)).toBe("Other");
  });
  it("restricts three agencies to one country id", () => {
    expect(AGENCY_IDS).toHaveLength(8);
    expect(["dentsu-apac", "dentsu-nl", "ipg-apac", "groupm", "nobody"].map(agencyCountryRestriction)).toEqual([289, 151, 289, null, null]);
  });
  it("defaults the creator to balanced order, any gender, any age and a budget", () => {
    expect(CREATOR_DEFAULTS).toEqual({ order: "balanced", gender: "ANY", age: "AGE_ANY", mode: "budget" });
  });
});
