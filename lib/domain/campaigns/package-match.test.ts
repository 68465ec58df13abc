import { describe, expect, it } from "vitest";
import { packageMatches, rankPackages, type SavedPackage } from "./package-match";
import { statedAudience } from "./description/audience";

const pkg = (id: number, over: Partial<SavedPackage> = {}): SavedPackage => ({ id, name: `Package ${id}`, description: "", size: 1_000_000, countries: [], targeting_package: {}, ...over });
const coffee = pkg(1, { name: "Coffee lovers in Japan", countries: ["Japan"], targeting_package: { keywords: [{ label: "cold brew" }, { label: "latte", deselected: true }], handles: [{ handle: "BlueBottle" }], languages: [{ label: "Japanese" }] } });
const tea = pkg(2, { name: "Tea drinkers", targeting_package: { hashtags: [{ label: "matcha" }], locations: [{ label: "United Kingdom" }] } });

describe("matching a stated audience to saved packages", () => {
  it("counts the handles, hashtags, interests, countries and languages a package targets too", () => {
    const audience = statedAudience("People in Japan who love cold brew, fans of @bluebottle, speaking Japanese");
    expect(packageMatches(coffee, audience)).toEqual(["@bluebottle", "cold brew", "Japan", "Japanese"]);
    expect(packageMatches(tea, audience)).toEqual([]);
  });
  it("ignores deselected entries and reads locations as countries", () => {
    expect(packageMatches(coffee, statedAudience("interested in latte"))).toEqual([]);
    expect(packageMatches(tea, statedAudience("#matcha fans in the UK"))).toEqual(["#matcha", "United Kingdom"]);
  });
  it("ranks by matches, keeps the team's order on ties, and leaves out packages without a size", () => {
    const unsized = pkg(3, { size: null, name: "matcha" });
    const ranked = rankPackages([coffee, tea, unsized], statedAudience("#matcha in the UK"));
    expect(ranked.map((r) => r.pkg.id)).toEqual([2, 1]);
    expect(rankPackages([coffee, tea], statedAudience("nothing")).map((r) => r.pkg.id)).toEqual([1, 2]);
  });
});
