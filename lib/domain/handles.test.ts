import { describe, expect, it } from "vitest";
import { atHandle, bareHandle, handleKey } from "./handles";

describe("handles", () => {
  it("drops one leading @, keeps the case as written, and compares without case", () => {
    expect(bareHandle("@Murmur")).toBe("Murmur");
    expect(bareHandle("Murmur")).toBe("Murmur");
    expect(handleKey("@MurMur")).toBe("murmur");
    expect(atHandle("murmur")).toBe("@murmur");
    expect(atHandle("@murmur")).toBe("@murmur");
  });
});
