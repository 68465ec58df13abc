import { describe, expect, it } from "vitest";
import { instantSchema } from "./instant";

describe("an instant a user sends", () => {
  it("takes ordinary ISO instants with an offset", () => {
    expect(instantSchema.safeParse("2026-11-26T10:00:00Z").success).toBe(true);
    expect(instantSchema.safeParse("2026-11-26T10:00:00+09:00").success).toBe(true);
  });
  it("refuses year 0, which the database cannot store, also when an offset moves an instant into it", () => {
    expect(instantSchema.safeParse("0000-02-29T09:16:55Z").success).toBe(false);
    expect(instantSchema.safeParse("0001-01-01T00:00:00+05:00").success).toBe(false);
  });
  it("refuses what is not an instant", () => {
    expect(instantSchema.safeParse("yesterday").success).toBe(false);
  });
});
