import { readFileSync } from "node:fs";
import { test, type Page } from "@playwright/test";
import { pageApi, signInSpec } from "../support/sign-in";

// Saved lists in the Targeting Toolkit: list and filter, upload to the ads sandbox with and
// without a subscription, download the sheet, and apply through the browser extension, which a
// page script stands in for exactly as the real content script talks to the page (window messages).

const { expect, signIn } = signInSpec({ timeout: 120_000, expectTimeout: 20_000 });

const EXTENSION_MISSING = "The X Pro Targeting extension is not installed. Please install the extension on Chrome to use this feature. A new page will now open to where you can download the extension.";
const NOT_READY = "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by X. Do you still want to apply the rest of the targeting package?";

/** The content script of the extension, as far as the page can tell: it announces itself (again on a ping) and takes fill messages. */
function fakeExtension() {
  const w = window as unknown as { __filled: unknown[] };
  w.__filled = [];
  const announce = () => {
    window.postMessage({ type: "sdExtensionState" }, location.origin);
    window.postMessage({ type: "sdAdAccountId", adAccountId: "18ce54demo01", adAccountName: "Murmur demo ads", handle: "murmur" }, location.origin);
  };
  window.addEventListener("message", (e: MessageEvent) => {
    if (e.origin !== location.origin || !e.data) return;
    if (e.data.type === "sdExtensionPing") announce();
    if (e.data.type === "sdFillTargeting") w.__filled.push(e.data.targeting);
  });
  announce();
}

async function openDemoLists(page: Page) {
  await page.goto("/");
  await signIn(page);
  await page.goto("/saved-lists");
  await expect(page.getByRole("heading", { level: 1, name: "Saved lists" })).toBeVisible();
  await page.getByTestId("team-select").selectOption("local");
  await expect(page.getByRole("row", { name: /Coffee lovers in Japan/ })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(name) });

test("the demo team's saved lists: filter, upload to the sandbox with a subscription, download the sheet", async ({ page }) => {
  await openDemoLists(page);
  await expect(page.getByRole("row")).toHaveCount(4);
  await page.getByTestId("query-type-filter").selectOption("handle_analysis");
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row(page, "Developers and tech founders")).toBeVisible();
  await page.getByTestId("query-type-filter").selectOption("all");
  await expect(page.getByRole("row")).toHaveCount(4);

  await page.getByTestId("upload-account").selectOption("18ce54demo01");
  await expect(row(page, "Coffee lovers in Japan").getByText("Not uploaded")).toBeVisible();
  await row(page, "Coffee lovers in Japan").getByRole("button", { name: "Upload to X" }).click();
  await expect(page.getByText(/Uploaded to 18ce54demo01 as a draft line item with \d+ targeting criteria\./)).toBeVisible();
  await expect(row(page, "Coffee lovers in Japan").getByTestId("upload-status")).toHaveText("Draft");
  await page.screenshot({ path: "test-results/screens/toolkit-saved-lists-dark.png", fullPage: true });

  await row(page, "Coffee lovers in Japan").getByRole("button", { name: "More actions for Coffee lovers in Japan" }).focus();
  await page.keyboard.press("Enter");
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Coffee-lovers-in-Japan.csv");
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv).toContain("cold brew");
  expect(csv).not.toContain("instant coffee");
});

test("without an active subscription the page says so in place of the upload button, and the server refuses", async ({ page }) => {
  await page.goto("/");
  await signIn(page, "solo@e2e.example");
  await page.goto("/saved-lists");
  await expect(page.getByText("Join or create a team to save audiences.")).toBeVisible();
  await pageApi(page, "POST", "/api/teams/", { body: { name: "Solo Studio" } });
  await pageApi(page, "POST", "/api/ad-accounts/standalone/", { body: { account_id: "18ce54solo01", name: "Solo ads" } });
  const team = (await pageApi<{ slug: string }[]>(page, "GET", "/api/teams/"))[0].slug;
  const bakers = await pageApi<{ id: number }>(page, "POST", "/api/audience-configs/", { body: { team, name: "Bakers", targeting_package: { keywords: [{ label: "sourdough" }] } } });
  await page.reload();
  await expect(page.getByTestId("upload-gate")).toHaveText("You need an active subscription to upload audiences to X.");
  await expect(row(page, "Bakers").getByText("Not uploaded")).toBeVisible();
  await expect(row(page, "Bakers").getByRole("button", { name: "Apply with extension" })).toBeVisible();
  await expect(row(page, "Bakers").getByRole("button", { name: "Upload to X" })).toHaveCount(0);
  // The server refuses too, whatever the page shows.
  const refused = await pageApi(page, "POST", "/api/uploaded-audiences/", { body: { audience_config_id: bakers.id, ad_account_id: "18ce54solo01" } }).then(
    () => "",
    (e: Error) => e.message,
  );
  expect(refused).toContain("You need an active subscription to upload audiences to X.");
  await expect(page).toHaveURL(/\/saved-lists$/);
});

test("without the extension, applying alerts the spec's text, opens the store in a new tab and sends nothing", async ({ page }) => {
  // There is no internet here: record the new tab the page asks for instead of loading the store.
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: unknown[][] };
    w.__opened = [];
    window.open = (...args: unknown[]) => {
      w.__opened.push(args);
      return null;
    };
  });
  await openDemoLists(page);
  await expect(page.getByTestId("extension-status")).toHaveAttribute("data-present", "false");
  let alert = "";
  page.once("dialog", (d) => {
    alert = d.message();
    return d.accept();
  });
  await row(page, "Coffee lovers in Japan").getByRole("button", { name: "Apply with extension" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened)).toEqual([["https://chromewebstore.google.com/search/X%20Pro%20Targeting", "_blank", "noopener"]]);
  expect(alert).toBe(EXTENSION_MISSING);
  await expect(page.getByText("Targeting sent to the extension.")).toHaveCount(0);
  const recent = await pageApi<{ name: string }[]>(page, "GET", "/api/external/recent-audiences/", { query: { team: "local" } });
  expect(recent[0].name).toBe("Existing customers");
});

test("with the extension, applying sends the package's selected targeting and records the use; not-ready custom audiences ask first", async ({ page }) => {
  await page.addInitScript(fakeExtension);
  await openDemoLists(page);
  await expect(page.getByTestId("extension-status")).toHaveAttribute("data-present", "true");
  await expect(page.getByText("X Ads Manager account: Murmur demo ads")).toBeVisible();
  await expect(page.getByTestId("upload-account")).toHaveValue("18ce54demo01");

  await row(page, "Coffee lovers in Japan").getByRole("button", { name: "Apply with extension" }).click();
  await expect(page.getByText("Targeting sent to the extension.")).toBeVisible();
  const filled = (await page.evaluate(() => (window as unknown as { __filled: Record<string, unknown>[] }).__filled)) as Record<string, unknown>[];
  expect(filled).toHaveLength(1);
  expect(filled[0]).toMatchObject({ keywords: ["cold brew", "latte art"], interests: ["Food and drink — Coffee and tea"], countries: ["Japan"], age: "AGE_25_TO_49" });
  const recent = await pageApi<{ name: string }[]>(page, "GET", "/api/external/recent-audiences/", { query: { team: "local" } });
  expect(recent[0].name).toBe("Coffee lovers in Japan");

  // A custom audience still processing in the sandbox: the spec's confirm; cancelling applies nothing.
  await pageApi(page, "POST", "/api/ad-accounts/custom-audiences/", { body: { ad_account_id: "18ce54demo01", name: "Fresh signups" } });
  await pageApi(page, "POST", "/api/audience-configs/", { body: { team: "local", name: "Fresh signups lookalike", targeting_package: { custom_audiences: ["Fresh signups"], keywords: [{ label: "newsletter" }] } } });
  await page.reload();
  await expect(page.getByTestId("extension-status")).toHaveAttribute("data-present", "true");
  let confirm = "";
  page.once("dialog", (d) => {
    confirm = d.message();
    return d.dismiss();
  });
  await row(page, "Fresh signups lookalike").getByRole("button", { name: "Apply with extension" }).click();
  await expect.poll(() => confirm).toBe(NOT_READY);
  expect(await page.evaluate(() => (window as unknown as { __filled: unknown[] }).__filled.length)).toBe(0);
  await page.screenshot({ path: "test-results/screens/toolkit-saved-lists-extension.png", fullPage: true });
});
