import { expect, test } from "@playwright/test";

test("a customer sub-domain is branded with its team's name and logo", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByTestId("brand-team")).toHaveText("for Acme Media");
  await expect(page.getByTestId("brand-logo")).toHaveAttribute("src", "/_static/demo/acme-logo.svg");
  await expect(page.locator('[data-layout="dashboard-no-nav"]')).toBeVisible();
});

test("an unknown sub-domain shows the product without a team", async ({ page, baseURL }) => {
  const url = new URL("/login", baseURL);
  url.hostname = "nobody-here.localhost";
  await page.goto(url.toString());
  await expect(page.getByTestId("brand")).toContainText("Murmur");
  await expect(page.getByTestId("brand-team")).toHaveCount(0);
});

test("www means no customer", async ({ page, baseURL }) => {
  const url = new URL("/login", baseURL);
  url.hostname = "www.localhost";
  await page.goto(url.toString());
  await expect(page.getByTestId("brand-team")).toHaveCount(0);
});
