import { describe, expect, it } from "vitest";
import { agencyOf, canSeeMaterial, matchesMaterialFilters } from "./marketing-materials";

const global = { agencies: [], countryId: null };
const japan = { agencies: [], countryId: 289 };
const netherlands = { agencies: [], countryId: 151 };
const groupmOnly = { agencies: ["groupm"], countryId: null };

describe("who sees a marketing material (§3 agencies and country restrictions)", () => {
  it("shows visitors the global materials for everyone only", () => {
    expect([global, japan, netherlands, groupmOnly].map((m) => canSeeMaterial(m, null))).toEqual([true, false, false, false]);
  });

  it("binds dentsu-apac and ipg-apac to 289, dentsu-nl to 151", () => {
    expect([global, japan, netherlands].map((m) => canSeeMaterial(m, "dentsu-apac"))).toEqual([true, true, false]);
    expect([global, japan, netherlands].map((m) => canSeeMaterial(m, "ipg-apac"))).toEqual([true, true, false]);
    expect([global, japan, netherlands].map((m) => canSeeMaterial(m, "dentsu-nl"))).toEqual([true, false, true]);
  });

  it("lets an agency without a restriction see every country, and only named agencies their own materials", () => {
    expect([global, japan, netherlands, groupmOnly].map((m) => canSeeMaterial(m, "groupm"))).toEqual([true, true, true, true]);
    expect(canSeeMaterial(groupmOnly, "havas")).toBe(false);
  });

  it("reads the agency from the user's groups", () => {
    expect(agencyOf(["Audience_creator", "dentsu-nl"])).toBe("dentsu-nl");
    expect(agencyOf(["Audience_creator"])).toBeNull();
  });
});

describe("matchesMaterialFilters", () => {
  const deck = { contentType: "slides", language: "en", title: "Audience targeting on X: the deck", summary: "Eight slides for a client." };
  it("keeps a material that matches every filter given, words in its title or summary in any case", () => {
    expect(matchesMaterialFilters(deck, {})).toBe(true);
    expect(matchesMaterialFilters(deck, { type: "slides", language: "en", q: " DECK " })).toBe(true);
    expect(matchesMaterialFilters(deck, { q: "client" })).toBe(true);
  });
  it("drops a material of another type or language, or without the words", () => {
    expect(matchesMaterialFilters(deck, { type: "faq" })).toBe(false);
    expect(matchesMaterialFilters(deck, { language: "ja" })).toBe(false);
    expect(matchesMaterialFilters(deck, { q: "pricing" })).toBe(false);
  });
});
