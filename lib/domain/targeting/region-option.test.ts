import { describe, expect, it } from "vitest";
import { regionMatches, regionOption } from "./region-option";

describe("region options", () => {
  it("makes North Korea unselectable with the spec's info", () => {
    const o = regionOption({ name: "North Korea", is_single_country: true, country_codes: ["KP"] });
    expect(o.selectable).toBe(false);
    expect(o.info).toBe("This country is not available for targeting.");
  });
  it("keeps other countries and multi-country regions selectable", () => {
    expect(regionOption({ name: "Japan", is_single_country: true, country_codes: ["JP"] })).toMatchObject({ label: "Japan", value: "Japan", single: true, selectable: true });
    const eu = regionOption({ name: "Benelux", is_single_country: false, country_codes: ["BE", "NL", "LU"] });
    expect(eu).toMatchObject({ single: false, countryCodes: ["BE", "NL", "LU"], selectable: true });
    expect(eu.info).toBeUndefined();
  });
  it("finds countries by their aliases", () => {
    const uk = regionOption({ name: "United Kingdom", is_single_country: true, country_codes: ["GB"] });
    const nl = regionOption({ name: "Netherlands", is_single_country: true, country_codes: ["NL"] });
    const nk = regionOption({ name: "North Korea", is_single_country: true, country_codes: ["KP"] });
    expect(regionMatches(uk, "UK")).toBe(true);
    expect(regionMatches(nl, "holland")).toBe(true);
    expect(regionMatches(nk, "north korea")).toBe(true);
    expect(regionMatches(nl, "UK")).toBe(false);
  });
});
