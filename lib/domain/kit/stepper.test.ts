import { describe, expect, it } from "vitest";
import { advance, back, canJumpTo, stepStatus } from "./stepper";

describe("stepper rules", () => {
  it("cannot pass a step that is not filled or not valid", () => {
    expect(advance(0, 3, false, true)).toEqual({ kind: "blocked", reason: "unfilled" });
    expect(advance(0, 3, true, false)).toEqual({ kind: "blocked", reason: "invalid" });
  });
  it("moves on from a filled, valid step and submits from the last one", () => {
    expect(advance(0, 3, true, true)).toEqual({ kind: "next", index: 1 });
    expect(advance(2, 3, true, true)).toEqual({ kind: "submit" });
  });
  it("goes back one step, never before the first", () => {
    expect(back(2)).toBe(1);
    expect(back(0)).toBe(0);
  });
  it("jumps only to completed steps", () => {
    expect(canJumpTo(0, 2)).toBe(true);
    expect(canJumpTo(1, 2)).toBe(true);
    expect(canJumpTo(2, 2)).toBe(false);
    expect(canJumpTo(3, 2)).toBe(false);
    expect(canJumpTo(-1, 2)).toBe(false);
  });
  it("labels steps complete, current or upcoming", () => {
    expect([0, 1, 2].map((i) => stepStatus(i, 1))).toEqual(["complete", "current", "upcoming"]);
  });
});
