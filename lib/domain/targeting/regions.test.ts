import { describe, expect, it } from "vitest";
import { GB_REGIONS, US_REGIONS } from "./regions";

describe("US and GB regions", () => {
  it("lists the 50 US states plus Washington DC in X's format", () => {
    expect(US_REGIONS).toHaveLength(51);
    expect(US_REGIONS).toContain("Region or state - California, US");
    expect(US_REGIONS).toContain("Region or state - New York, US");
    expect(US_REGIONS).toContain("Region or state - Washington DC, US");
    expect(US_REGIONS).toContain("Region or state - Washington, US");
  });
  it("lists the four GB nations", () => {
    expect(GB_REGIONS).toEqual(["Region or state - England, GB", "Region or state - Scotland, GB", "Region or state - Wales, GB", "Region or state - Northern Ireland, GB"]);
  });
});
