import { describe, expect, it } from "vitest";
import { checkCopy } from "./clipboard";

describe("checkCopy", () => {
  it("reports a missing clipboard first, then an empty selection", () => {
    expect(checkCopy("text", false)).toBe("unsupported");
    expect(checkCopy("", true)).toBe("empty");
    expect(checkCopy("  \n", true)).toBe("empty");
    expect(checkCopy(null, true)).toBe("empty");
    expect(checkCopy("text", true)).toBe("ready");
  });
});
