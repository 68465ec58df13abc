import { describe, expect, it } from "vitest";
import { IdSet } from "./id-set";

describe("IdSet", () => {
  it("tells ids met before from new ones, past many growths", () => {
    const set = new IdSet();
    const ids = Array.from({ length: 50_000 }, (_, i) => String(1_500_000_000_000_000_000n + BigInt(i) * 7919n));
    expect(ids.filter((id) => !set.add(id))).toEqual([]);
    expect(set.size).toBe(ids.length);
    expect(ids.filter((id) => !set.has(id))).toEqual([]);
    expect(set.add(ids[12345])).toBe(false);
    expect(set.has("1>2")).toBe(false);
    expect(set.add("1>2")).toBe(true);
    expect(set.has("1>2")).toBe(true);
    expect(set.has("")).toBe(false);
    expect(set.size).toBe(ids.length + 1);
  });
});
