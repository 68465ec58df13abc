import { expect, it } from "vitest";
import { callProgress, overallProgress } from "./progress";

it("is 1 with nothing in flight", () => expect(overallProgress([])).toBe(1));
it("follows 0.1 + 0.9 * 0.1^(500 / age)", () => {
  expect(callProgress(500)).toBeCloseTo(0.19, 10);
  expect(callProgress(1000)).toBeCloseTo(0.1 + 0.9 * Math.pow(0.1, 0.5), 10);
  expect(callProgress(0)).toBe(0.1);
});
it("rises with age toward 1 without reaching it", () => {
  expect(callProgress(250)).toBeLessThan(callProgress(5000));
  expect(callProgress(1e9)).toBeLessThan(1);
});
it("is the minimum over calls", () => expect(overallProgress([5000, 500])).toBeCloseTo(0.19, 10));
