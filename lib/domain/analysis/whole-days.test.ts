import { describe, expect, it } from "vitest";
import { daysTouched, splitAtDays } from "./whole-days";

const w = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe("a window's UTC days", () => {
  it("splits whole days from the partial first and last days", () => {
    expect(splitAtDays(w("2026-03-01T05:00:00Z", "2026-03-04T07:00:00Z"))).toEqual({
      days: { from: "2026-03-02", to: "2026-03-04" },
      edges: [w("2026-03-01T05:00:00Z", "2026-03-02T00:00:00Z"), w("2026-03-04T00:00:00Z", "2026-03-04T07:00:00Z")],
    });
  });

  it("gives the days an edge touches, an end at midnight excluding the day it starts", () => {
    expect(daysTouched(w("2026-03-01T05:00:00Z", "2026-03-02T00:00:00Z"))).toEqual({ from: "2026-03-01", to: "2026-03-02" });
    expect(daysTouched(w("2026-03-04T00:00:00Z", "2026-03-04T07:00:00Z"))).toEqual({ from: "2026-03-04", to: "2026-03-05" });
    expect(daysTouched(w("2026-03-03T20:00:00Z", "2026-03-04T05:00:00Z"))).toEqual({ from: "2026-03-03", to: "2026-03-05" });
  });
});
