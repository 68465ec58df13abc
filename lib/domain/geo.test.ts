import { describe, expect, it } from "vitest";
import { countryFromRequest } from "./geo";

describe("country from a request", () => {
  it("prefers the edge's country header", () => {
    expect(countryFromRequest("jp", "en-US")).toBe("JP");
  });
  it("falls back to the first language with a region, ignoring unknown edge values", () => {
    expect(countryFromRequest("XX", "en;q=0.9, en-GB;q=0.8")).toBe("GB");
    expect(countryFromRequest(null, "ja")).toBeNull();
  });
});
