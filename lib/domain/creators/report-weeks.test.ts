import { describe, expect, it } from "vitest";
import { checkReportWeek, previousWeek, reportWeeks, weekEndsAt, weekGrowth, weekStartOf } from "./report-weeks";

// Thursday 26 November 2026, 21:00 UTC.
const now = new Date("2026-11-26T21:00:00Z");

describe("report weeks", () => {
  it("starts a week on Monday 00:00 UTC, Sunday included in the week before", () => {
    expect(weekStartOf(now).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(weekStartOf(new Date("2026-11-22T23:59:59Z")).toISOString()).toBe("2026-11-16T00:00:00.000Z");
    expect(weekStartOf(new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(previousWeek(now)).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(weekEndsAt(previousWeek(now)).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("lists the ended weeks since tracking started, newest first; none before tracking or in the first week", () => {
    const weeks = reportWeeks(new Date("2026-11-04T00:00:00Z"), now);
    expect(weeks.map((w) => w.start)).toEqual(["2026-11-16", "2026-11-09", "2026-11-02"]);
    expect(reportWeeks(null, now)).toEqual([]);
    expect(reportWeeks(new Date("2026-11-24T00:00:00Z"), now)).toEqual([]);
    expect(reportWeeks(new Date("2020-01-01T00:00:00Z"), now, 5)).toHaveLength(5);
  });

  it("takes a week by its Monday's date and says why it refuses one", () => {
    const since = new Date("2026-11-04T00:00:00Z");
    expect(checkReportWeek("2026-11-09", since, now)).toEqual({ week: { start: "2026-11-09", end: "2026-11-15" } });
    expect(checkReportWeek("2026-11-02", since, now)).toEqual({ week: { start: "2026-11-02", end: "2026-11-08" } });
    expect(checkReportWeek("2026-11-10", since, now)).toEqual({ error: "Week must start on a Monday (YYYY-MM-DD)." });
    for (const bad of ["2026-02-30", "2026-13-02", "20261109", "", "2026-11-09T00:00:00Z"]) expect(checkReportWeek(bad, since, now)).toEqual({ error: "Week must be the date of its Monday (YYYY-MM-DD)." });
    expect(checkReportWeek("2026-11-23", since, now)).toMatchObject({ error: expect.stringContaining("has not ended yet") });
    expect(checkReportWeek("2026-10-26", since, now)).toMatchObject({ error: expect.stringContaining("not tracked yet") });
    expect(checkReportWeek("2026-11-09", null, now)).toMatchObject({ error: expect.stringContaining("not tracked yet") });
  });

  it("sums a week's growth from the daily counts, against the day before it or the start of tracking", () => {
    const growth = [
      { day: "2026-11-08", followers: 100, gained: 3, lost: 1 },
      { day: "2026-11-09", followers: 104, gained: 5, lost: 1 },
      { day: "2026-11-12", followers: 101, gained: 0, lost: 3 },
      { day: "2026-11-16", followers: 110, gained: 9, lost: 0 },
    ];
    expect(weekGrowth(growth, { start: "2026-11-09", end: "2026-11-15" })).toMatchObject({ followers: 101, change: 1, gained: 5, lost: 4 });
    // The first tracked week: against the followers before its first day's moves.
    expect(weekGrowth(growth, { start: "2026-11-02", end: "2026-11-08" })).toMatchObject({ followers: 100, change: 2, gained: 3, lost: 1 });
    expect(weekGrowth(growth, { start: "2026-10-26", end: "2026-11-01" })).toBeNull();
  });
});
