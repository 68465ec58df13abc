import { describe, expect, it } from "vitest";
import { parseUtcDateTime } from "./utc-date-time";

describe("parseUtcDateTime", () => {
  it("reads a real UTC moment", () => {
    expect(parseUtcDateTime("2026-03-01 12:30:05")?.toISOString()).toBe("2026-03-01T12:30:05.000Z");
    expect(parseUtcDateTime("2024-02-29 23:59:59")?.toISOString()).toBe("2024-02-29T23:59:59.000Z");
  });

  it("refuses days, hours and minutes that do not exist instead of rolling them over", () => {
    for (const bad of ["2026-02-30 12:00:00", "2026-02-29 00:00:00", "2026-04-31 08:00:00", "2026-13-01 00:00:00", "2026-00-10 00:00:00", "2026-03-01 24:00:00", "2026-03-01 12:60:00", "2026-03-01 12:00:60"]) {
      expect(parseUtcDateTime(bad)).toBeNull();
    }
  });

  it("refuses other formats", () => {
    for (const bad of ["2026-03-01T12:30:05Z", "2026-03-01", "2026-3-1 1:02:03", " 2026-03-01 12:30:05"]) expect(parseUtcDateTime(bad)).toBeNull();
  });
});
