import { test, type Page } from "@playwright/test";
import { signInSpec } from "../support/sign-in";

// The dashboard's team audiences page: the team in the path, rename and delete, in English and Japanese.

const { expect, signIn } = signInSpec({ timeout: 120_000, expectTimeout: 20_000 });

const row = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(name) });

async function menu(page: Page, name: string, item: string) {
  await row(page, name).getByRole("button", { name: `More actions for ${name}` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: item }).click();
}

test("a member renames and deletes the team's saved audiences", async ({ page }) => {
  await page.goto("/login");
  await signIn(page);
  await page.goto("/local/audiences");
  await expect(page.getByRole("heading", { level: 1, name: "Audiences" })).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(4);
  await expect(page.getByTestId("team-select")).toHaveCount(0);

  await menu(page, "Developers and tech founders", "Rename");
  const dialog = page.getByRole("dialog", { name: "Rename audience" });
  await dialog.getByLabel("Name").fill("Builders");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Audience renamed.")).toBeVisible();
  await expect(row(page, "Builders")).toBeVisible();

  page.once("dialog", (d) => d.accept());
  await menu(page, "Existing customers", "Delete");
  await expect(page.getByText("Audience deleted.")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.reload();
  await expect(row(page, "Builders")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(3);
  await page.screenshot({ path: "test-results/screens/dashboard-team-audiences-light.png", fullPage: true });

  await page.getByTestId("language-switcher").selectOption("ja");
  await expect(page.getByRole("columnheader", { name: "名前" })).toBeVisible();
  await expect(row(page, "Builders").getByText("未アップロード")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/dashboard-team-audiences-ja.png", fullPage: true });
});

test("another team's audiences page shows nothing of theirs", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "outsider@e2e.example");
  await page.goto("/local/audiences");
  await expect(page.getByText("This team does not exist or you are not a member of it.")).toBeVisible();
  await expect(page.getByText("Coffee lovers in Japan")).toHaveCount(0);
});
