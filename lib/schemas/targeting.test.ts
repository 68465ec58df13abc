import { describe, expect, it } from "vitest";
import { keywordSearchSchema, targetingPackageSchema } from "./targeting";
import { AGES } from "@/lib/domain/targeting/options";

describe("targeting package schema", () => {
  it("fills defaults for a partial package", () => {
    const p = targetingPackageSchema.parse({ keywords: [{ label: "coffee" }] });
    expect(p.keywords).toEqual([{ label: "coffee", deselected: false }]);
    expect(p.handles).toEqual([]);
    expect(p.locations).toEqual([]);
    expect(p.age).toBeNull();
  });
  it("accepts every age code and locations as an object", () => {
    for (const a of AGES) expect(targetingPackageSchema.safeParse({ age: a.value }).success).toBe(true);
    expect(targetingPackageSchema.safeParse({ locations: { a: "Tokyo", b: { label: "Osaka" } } }).success).toBe(true);
  });
  it("refuses bad handles, placements and genders", () => {
    expect(targetingPackageSchema.safeParse({ handles: [{ handle: "not a handle" }] }).success).toBe(false);
    expect(targetingPackageSchema.safeParse({ placements: ["everywhere"] }).success).toBe(false);
    expect(targetingPackageSchema.safeParse({ gender: "OTHER" }).success).toBe(false);
  });
});

describe("keyword search body", () => {
  it("takes one keyword or a list", () => {
    expect(keywordSearchSchema.parse({ keywords: " nba " }).keywords).toEqual(["nba"]);
    expect(keywordSearchSchema.parse({ keywords: ["a", "b"] }).keywords).toEqual(["a", "b"]);
    expect(keywordSearchSchema.safeParse({ keywords: "" }).success).toBe(false);
  });
});

describe("audience config bodies", () => {
  it("an update keeps missing fields missing", async () => {
    const { audienceConfigUpdateSchema } = await import("./targeting");
    expect(audienceConfigUpdateSchema.parse({ name: "New" })).toEqual({ name: "New" });
  });
});
