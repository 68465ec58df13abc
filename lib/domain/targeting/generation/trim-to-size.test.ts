import { describe, expect, it } from "vitest";
import { trimToSize } from "./trim-to-size";

const items = (...sizes: number[]) => sizes.map((size) => ({ size, deselected: false }));

describe("size mode trimming", () => {
  it("keeps each list's leader and adds the next best in turn until the target is reached", () => {
    const lists = { keywords: items(100, 50, 40), interests: items(200, 30) };
    trimToSize(lists, 350);
    expect(lists.keywords.map((k) => k.deselected)).toEqual([false, false, true]);
    expect(lists.interests.map((k) => k.deselected)).toEqual([false, true]);
  });

  it("deselects nothing when the target is above the whole package", () => {
    const lists = { keywords: items(1, 2, 3) };
    trimToSize(lists, 1000);
    expect(lists.keywords.every((k) => !k.deselected)).toBe(true);
  });
});
