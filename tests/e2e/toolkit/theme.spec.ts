import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  // Records the theme class when the DOM is first ready, before React runs any effect.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __firstClass: string }).__firstClass = document.documentElement.className;
    });
  });
});

const firstClass = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { __firstClass: string }).__firstClass);

test("dark by default when nothing is stored", async ({ page }) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await firstClass(page)).toContain("dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
});

test("the toggle stores light and a reload shows light from the first paint", async ({ page }) => {
  await page.goto("/about");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await page.reload();
  expect(await firstClass(page)).toContain("light");
  expect(await firstClass(page)).not.toContain("dark");
  await page.getByTestId("theme-toggle").click();
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("an invalid stored value falls back to dark", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("theme", "purple"));
  await page.reload();
  expect(await firstClass(page)).toContain("dark");
});
