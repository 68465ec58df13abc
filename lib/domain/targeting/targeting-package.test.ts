import { describe, expect, it } from "vitest";
import { EMPTY_PACKAGE_MESSAGE, isImportable, prepareTargeting, type TargetingPackage } from "./targeting-package";

const applied = (pkg: TargetingPackage, countries: string[] = []) => {
  const r = prepareTargeting(pkg, countries);
  if (!r.ok) throw new Error("expected an importable package");
  return r;
};

describe("importable only with at least one listed part", () => {
  it("refuses an empty package with the empty-package error and nothing to apply", () => {
    expect(prepareTargeting({})).toEqual({ ok: false, error: "empty-package" });
    expect(EMPTY_PACKAGE_MESSAGE).toBe("Failed to apply targeting list because it is empty.");
  });
  it("refuses a package whose entries are all deselected and whose age and gender are the defaults", () => {
    const pkg: TargetingPackage = { keywords: [{ label: "a", deselected: true }], handles: [{ handle: "x", deselected: true }], age: "AGE_ANY", gender: "ANY", locations: {} };
    expect(isImportable(pkg)).toBe(false);
  });
  it.each<[string, TargetingPackage, string[]]>([
    ["keywords", { keywords: [{ label: "k", deselected: false }] }, []],
    ["hashtags", { hashtags: [{ label: "#h", deselected: false }] }, []],
    ["interests", { interests: [{ label: "Sports/Golf", deselected: false }] }, []],
    ["conversation topics", { conversation_topics: [{ label: "Coffee", deselected: false }] }, []],
    ["movies/TV shows", { movies_tv_shows: [{ label: "Dune", deselected: false }] }, []],
    ["handles", { handles: [{ handle: "nasa", deselected: false }] }, []],
    ["languages", { languages: [{ label: "English" }] }, []],
    ["network operators", { network_operators: [{ label: "Verizon" }] }, []],
    ["placements", { placements: ["homeTimelines"] }, []],
    ["age", { age: "AGE_18_TO_34" }, []],
    ["gender", { gender: "FEMALE" }, []],
    ["custom audiences", { custom_audiences: ["Buyers"] }, []],
    ["locations", { locations: ["Tokyo"] }, []],
    ["locations as an object", { locations: { a: "Tokyo" } }, []],
    ["countries", {}, ["Japan"]],
  ])("accepts a package with only %s", (_name, pkg, countries) => {
    expect(isImportable(pkg, countries)).toBe(true);
  });
});

describe("only entries with deselected false are applied", () => {
  it("drops deselected keywords, hashtags, interests, topics, titles and handles", () => {
    const off = { deselected: true };
    const r = applied({
      keywords: [{ label: "on", deselected: false }, { label: "off", ...off }],
      hashtags: [{ label: "#on", deselected: false }, { label: "#off", ...off }],
      interests: [{ label: "On", deselected: false }, { label: "Off", ...off }],
      conversation_topics: [{ label: "T", deselected: false }, { label: "U", ...off }],
      movies_tv_shows: [{ label: "M", deselected: false }, { label: "N", ...off }],
      handles: [{ handle: "on", deselected: false }, { handle: "off", ...off }],
    });
    expect(r.targeting).toMatchObject({ keywords: ["on"], hashtags: ["#on"], interests: ["On"], conversation_topics: ["T"], movies_tv_shows: ["M"], handles: ["on"] });
  });
});

describe("handles", () => {
  const handles = (n: number) => Array.from({ length: n }, (_, i) => ({ handle: `h${i}`, deselected: false }));
  it("applies 100 selected handles without an alert", () => {
    const r = applied({ handles: handles(100) });
    expect(r.targeting.handles).toHaveLength(100);
    expect(r.warnings).toEqual([]);
  });
  it("applies only the first 100 selected handles above 100 and raises the alert", () => {
    const r = applied({ handles: [{ handle: "skip", deselected: true }, ...handles(101)] });
    expect(r.targeting.handles).toHaveLength(100);
    expect(r.targeting.handles[0]).toBe("h0");
    expect(r.targeting.handles[99]).toBe("h99");
    expect(r.warnings).toEqual(["handles-truncated"]);
  });
});

describe("countries and locations limits", () => {
  const names = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p} ${i}`);
  it("sends countries only when fewer than 50", () => {
    expect(applied({}, names(49, "Land")).targeting.countries).toHaveLength(49);
    expect(applied({}, names(50, "Land")).targeting.countries).toEqual([]);
  });
  it("sends locations only when fewer than 200", () => {
    expect(applied({ locations: names(199, "Town") }).targeting.locations).toHaveLength(199);
    expect(applied({ locations: names(200, "Town") }).targeting.locations).toEqual([]);
  });
});

describe("label rules", () => {
  it("replaces / in interest labels with an em dash between spaces", () => {
    expect(applied({ interests: [{ label: "Sports/Golf", deselected: false }] }).targeting.interests).toEqual(["Sports — Golf"]);
  });
  it("normalises country names through the alias map", () => {
    expect(applied({}, ["UK", "usa", " Japan ", "holland"]).targeting.countries).toEqual(["United Kingdom", "United States", "Japan", "Netherlands"]);
  });
  it("normalises and de-duplicates locations, taking the values of an object", () => {
    const r = applied({ locations: { a: "UAE", b: { label: "United Arab Emirates" }, c: { name: "Region or state -  Texas, US" }, d: "region or state - texas, us" } });
    expect(r.targeting.locations).toEqual(["United Arab Emirates", "Region or state - Texas, US"]);
  });
  it("passes languages, operators, placements, custom audiences, age and gender through", () => {
    const r = applied({ languages: [{ label: "English" }], network_operators: [{ label: "KDDI" }], placements: ["replies"], custom_audiences: ["Buyers"], age: "AGE_OVER_18", gender: "MALE" });
    expect(r.targeting).toMatchObject({ languages: ["English"], network_operators: ["KDDI"], placements: ["replies"], custom_audiences: ["Buyers"], age: "AGE_OVER_18", gender: "MALE" });
  });
});
