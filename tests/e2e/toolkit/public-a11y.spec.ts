import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// axe-core over every public page of the toolkit, signed out, in English and Japanese: no serious or
// critical accessibility violation.

const PAGES = ["/", "/about", "/pro-targeting", "/pro-solutions", "/pro-community", "/marketing-materials"];

for (const path of PAGES) {
  for (const lang of ["en", "ja"] as const) {
    test(`${path} in ${lang}: axe finds no serious or critical violation`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${path}?hl=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const grave = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}
