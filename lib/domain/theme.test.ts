import { expect, it } from "vitest";
import { effectiveTheme, forcedTheme } from "./theme";

it("dashboard layouts are always light", () => {
  expect(effectiveTheme("dark", "dashboard")).toBe("light");
  expect(effectiveTheme("dark", "dashboard-no-nav")).toBe("light");
  expect(forcedTheme("pro-targeting")).toBeNull();
});
it("elsewhere the stored choice, dark when nothing valid is stored", () => {
  expect(effectiveTheme("light", "pro-targeting")).toBe("light");
  expect(effectiveTheme(null, "deep-thought")).toBe("dark");
  expect(effectiveTheme("sepia", "none")).toBe("dark");
});
