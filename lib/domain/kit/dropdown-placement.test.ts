import { describe, expect, it } from "vitest";
import { dropdownMaxWidth, dropdownSide, suppressesClickAway } from "./dropdown-placement";

describe("dropdown placement", () => {
  it("flips upward when less than 300 px remain below the trigger", () => {
    expect(dropdownSide(400, 800)).toBe("bottom");
    expect(dropdownSide(500, 800)).toBe("bottom");
    expect(dropdownSide(501, 800)).toBe("top");
  });
  it("is at most 600 px wide and keeps 16 px margins", () => {
    expect(dropdownMaxWidth(1280)).toBe(600);
    expect(dropdownMaxWidth(632)).toBe(600);
    expect(dropdownMaxWidth(375)).toBe(343);
    expect(dropdownMaxWidth(20)).toBe(0);
  });
  it("ignores outside clicks for 300 ms after opening", () => {
    expect(suppressesClickAway(1000, 1000)).toBe(true);
    expect(suppressesClickAway(1000, 1299)).toBe(true);
    expect(suppressesClickAway(1000, 1300)).toBe(false);
    expect(suppressesClickAway(null, 1000)).toBe(false);
  });
});
