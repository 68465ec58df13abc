import { describe, expect, it } from "vitest";
import { containsNul } from "./nul-characters";

describe("containsNul", () => {
  it("finds a NUL in any string of a request, keys included", () => {
    expect(containsNul({ a: [1, { b: "x\0y" }] })).toBe(true);
    expect(containsNul({ "k\0": 1 })).toBe(true);
    expect(containsNul("\0")).toBe(true);
    expect(containsNul({ a: ["\\u0000", null, 3, true], b: "ok" })).toBe(false);
  });

  it("walks a body nested deeper than the call stack", () => {
    let deep: unknown = "end\0";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
