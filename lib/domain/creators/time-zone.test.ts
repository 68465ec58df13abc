import { describe, expect, it } from "vitest";
import { ianaTimeZone } from "./time-zone";

describe("an account's time zone", () => {
  it("takes IANA names in Intl's spelling", () => {
    expect(ianaTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(ianaTimeZone(" asia/tokyo ")).toBe("Asia/Tokyo");
    expect(ianaTimeZone("UTC")).toBe("UTC");
    expect(ianaTimeZone("America/Argentina/Buenos_Aires")).toBe("America/Buenos_Aires");
    expect(ianaTimeZone("Etc/GMT-9")).toBe("Etc/GMT-9");
  });

  it("refuses what is not a zone, offsets included", () => {
    for (const bad of ["Mars/Olympus", "+09:00", "", "Asia/Tokyo; drop table", "../etc/passwd"]) expect(ianaTimeZone(bad), bad).toBeNull();
  });
});
