import { describe, expect, it } from "vitest";
import { audienceStepFilled, creatorRequest, emptyCreatorForm, savablePackage, toggleEntry } from "./creator-form";

describe("audience creator form", () => {
  it("starts with the spec's defaults", () => {
    expect(emptyCreatorForm()).toMatchObject({ how: "description", order: "balanced", gender: "ANY", age: "AGE_ANY", mode: "budget" });
  });

  it("needs a description, or a keyword group in keyword mode", () => {
    const f = emptyCreatorForm();
    expect(audienceStepFilled(f)).toBe(false);
    expect(audienceStepFilled({ ...f, description: "runners" })).toBe(true);
    expect(audienceStepFilled({ ...f, how: "keywords", keywordGroups: [" , "] })).toBe(false);
    expect(audienceStepFilled({ ...f, how: "keywords", keywordGroups: ["pasta, recipe"] })).toBe(true);
  });

  it("builds the request: groups and lists split on commas, handles without @, only the chosen mode's text", () => {
    const body = creatorRequest({ ...emptyCreatorForm(), how: "keywords", description: "ignored", keywordGroups: ["pasta, recipe", "", "espresso"], excludedKeywords: "decaf", handles: "@a, b" }, "me@x.io", "acme");
    expect(body).toMatchObject({ team: "acme", how: "keywords", description: "", keyword_groups: [["pasta", "recipe"], ["espresso"]], excluded_keywords: ["decaf"], handles: ["a", "b"], email: "me@x.io" });
    expect(creatorRequest(emptyCreatorForm(), "me@x.io", null)).not.toHaveProperty("team");
  });

  it("toggles entries and saves the package without the size fields", () => {
    const pkg = { keywords: [{ label: "run", deselected: false, size: 10 } as { label: string; deselected: boolean }], handles: [{ handle: "a" }] };
    const off = toggleEntry(pkg, "keywords", 0);
    expect(off.keywords![0].deselected).toBe(true);
    expect(pkg.keywords[0].deselected).toBe(false);
    expect(savablePackage(off).keywords).toEqual([{ label: "run", deselected: true }]);
    expect(savablePackage(off).handles).toEqual([{ handle: "a", deselected: false }]);
  });
});
