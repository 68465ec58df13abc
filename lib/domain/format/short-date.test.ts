import { describe, expect, it } from "vitest";
import { formatShortDate } from "./short-date";

const date = new Date(Date.UTC(2026, 10, 22, 12));

describe("formatShortDate", () => {
  it("shows a numeric year, a short month and a numeric day", () => {
    expect(formatShortDate(date, "en-US", "UTC")).toBe("Nov 22, 2026");
    expect(formatShortDate("2026-11-22T12:00:00Z", "en-GB", "UTC")).toBe("22 Nov 2026");
    expect(formatShortDate(date.getTime(), "ja", "UTC")).toBe("2026年11月22日");
  });
  it("gives nothing for a missing or invalid date", () => {
    expect(formatShortDate(null, "en")).toBe("");
    expect(formatShortDate("not a date", "en")).toBe("");
  });
});
