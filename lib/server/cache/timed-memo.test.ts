import { describe, expect, it } from "vitest";
import { timedMemo } from "./timed-memo";

describe("timedMemo", () => {
  it("loads once per lifetime, again after it or after forget", async () => {
    let loads = 0;
    const memo = timedMemo(1000, async () => ++loads);
    expect(await memo.get(0)).toBe(1);
    expect(await memo.get(1000)).toBe(1);
    expect(await memo.get(1001)).toBe(2);
    memo.forget();
    expect(await memo.get(1002)).toBe(3);
  });

  it("does not keep a failed load", async () => {
    let loads = 0;
    const memo = timedMemo(1000, async () => {
      loads += 1;
      if (loads === 1) throw new Error("database away");
      return loads;
    });
    await expect(memo.get(0)).rejects.toThrow("database away");
    expect(await memo.get(1)).toBe(2);
  });
});
