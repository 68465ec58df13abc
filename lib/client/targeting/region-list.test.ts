import { describe, expect, it } from "vitest";
import { createRegionList } from "./region-list";

const REGIONS = [
  { name: "Japan", is_single_country: true, country_codes: ["JP"] },
  { name: "North Korea", is_single_country: true, country_codes: ["KP"] },
];

describe("region list", () => {
  it("loads once: concurrent and later callers share one request", async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const list = createRegionList(async () => {
      calls++;
      await gate;
      return REGIONS;
    });
    const a = list.load();
    const b = list.load();
    release();
    const [ra, rb] = await Promise.all([a, b]);
    expect(calls).toBe(1);
    expect(ra).toBe(rb);
    expect(await list.load()).toBe(ra);
    expect(calls).toBe(1);
    expect(ra.map((o) => [o.label, o.selectable])).toEqual([["Japan", true], ["North Korea", false]]);
  });
  it("tries again after a failed load", async () => {
    let calls = 0;
    const list = createRegionList(async () => {
      if (++calls === 1) throw new Error("offline");
      return REGIONS;
    });
    await expect(list.load()).rejects.toThrow("offline");
    expect(await list.load()).toHaveLength(2);
    expect(calls).toBe(2);
  });
});
