import { describe, expect, it } from "vitest";
import { daysTouched, splitAtDays } from "./whole-days";

const at = (s: string) => new Date(s);
const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];

describe("a window cut at UTC midnights", () => {
  it("keeps the whole days and the partial first and last days apart", () => {
    const s = splitAtDays({ start: at("2026-03-01T12:00:00Z"), end: at("2026-03-31T11:55:00Z") });
    expect(s.days).toEqual({ from: "2026-03-02", to: "2026-03-31" });
    expect(s.edges.map(iso)).toEqual([
      ["2026-03-01T12:00:00.000Z", "2026-03-02T00:00:00.000Z"],
      ["2026-03-31T00:00:00.000Z", "2026-03-31T11:55:00.000Z"],
    ]);
  });

  it("has no edges when it starts and ends at midnight", () => {
    expect(splitAtDays({ start: at("2026-03-01T00:00:00Z"), end: at("2026-03-03T00:00:00Z") })).toEqual({ days: { from: "2026-03-01", to: "2026-03-03" }, edges: [] });
  });

  it("is one edge when it holds no whole day", () => {
    const inside = { start: at("2026-03-01T08:00:00Z"), end: at("2026-03-01T20:00:00Z") };
    expect(splitAtDays(inside)).toEqual({ days: null, edges: [inside] });
    const across = { start: at("2026-03-01T08:00:00Z"), end: at("2026-03-02T20:00:00Z") };
    expect(splitAtDays(across)).toEqual({ days: null, edges: [across] });
  });

  it("is empty when the window is", () => {
    expect(splitAtDays({ start: at("2026-03-02T00:00:00Z"), end: at("2026-03-02T00:00:00Z") })).toEqual({ days: null, edges: [] });
    expect(splitAtDays({ start: at("2026-03-05T00:00:00Z"), end: at("2026-03-02T00:00:00Z") })).toEqual({ days: null, edges: [] });
  });

  it("counts a millisecond past midnight as a partial day", () => {
    const s = splitAtDays({ start: at("2026-03-01T00:00:00.001Z"), end: at("2026-03-03T00:00:00Z") });
    expect(s.days).toEqual({ from: "2026-03-02", to: "2026-03-03" });
    expect(s.edges.map(iso)).toEqual([["2026-03-01T00:00:00.001Z", "2026-03-02T00:00:00.000Z"]]);
  });
});

describe("the UTC days a window touches", () => {
  it("counts a partial day, and not the day an end at midnight opens", () => {
    expect(daysTouched({ start: at("2026-03-01T05:00:00Z"), end: at("2026-03-02T00:00:00Z") })).toEqual({ from: "2026-03-01", to: "2026-03-02" });
    expect(daysTouched({ start: at("2026-03-04T00:00:00Z"), end: at("2026-03-04T07:00:00Z") })).toEqual({ from: "2026-03-04", to: "2026-03-05" });
    expect(daysTouched({ start: at("2026-03-03T20:00:00Z"), end: at("2026-03-04T05:00:00Z") })).toEqual({ from: "2026-03-03", to: "2026-03-05" });
  });
});
