import { describe, expect, it } from "vitest";
import { truncate } from "./truncate";

describe("truncate", () => {
  it("keeps 15 characters by default", () => {
    expect(truncate("exactly fifteen")).toBe("exactly fifteen");
    expect(truncate("a sixteen letter")).toBe("a sixteen lette…");
  });
  it("takes a custom length and trims a trailing space before the ellipsis", () => {
    expect(truncate("Murmur audience", 7)).toBe("Murmur…");
    expect(truncate("short", 10)).toBe("short");
  });
  it("never splits an emoji and accepts empty input", () => {
    expect(truncate("😀😀😀", 2)).toBe("😀😀…");
    expect(truncate(null)).toBe("");
  });
});
