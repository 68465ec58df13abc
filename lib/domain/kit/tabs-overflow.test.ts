import { describe, expect, it } from "vitest";
import { splitTabs, visibleTabCount } from "./tabs-overflow";

describe("tabs overflow", () => {
  it("shows every tab when there are about 60 px for each", () => {
    expect(visibleTabCount(600, 8)).toBe(8);
    expect(visibleTabCount(480, 8)).toBe(8);
  });
  it("keeps a slot for the overflow menu when they do not fit", () => {
    expect(visibleTabCount(479, 8)).toBe(6);
    expect(visibleTabCount(300, 8)).toBe(4);
    expect(visibleTabCount(100, 8)).toBe(0);
    expect(visibleTabCount(0, 8)).toBe(0);
    expect(visibleTabCount(300, 0)).toBe(0);
  });
  it("honours another tab width", () => {
    expect(visibleTabCount(400, 8, 100)).toBe(3);
  });
  it("puts the rest in the overflow", () => {
    expect(splitTabs(["a", "b", "c"], 1)).toEqual({ shown: ["a"], overflow: ["b", "c"] });
  });
});
