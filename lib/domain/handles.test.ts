import { describe, expect, it } from "vitest";
import { atHandle, bareHandle, handleKey, isBareHandle } from "./handles";

describe("handles", () => {
  it("drops one leading @, keeps the case as written, and compares without case", () => {
    expect(bareHandle("@Murmur")).toBe("Murmur");
    expect(bareHandle("Murmur")).toBe("Murmur");
    expect(handleKey("@MurMur")).toBe("murmur");
    expect(atHandle("murmur")).toBe("@murmur");
    expect(atHandle("@murmur")).toBe("@murmur");
  });

  it("accepts 1-15 letters, digits and underscores only", () => {
    expect(["a", "Murmur_2026", "a23456789012345"].every(isBareHandle)).toBe(true);
    expect(["", "a234567890123456", "@murmur", "mur mur", "murmur!", "ムルムル"].some(isBareHandle)).toBe(false);
  });
});
