import { expect, test } from "@playwright/test";
import JSZip from "jszip";

// The toolkit's "Get the extension" page serves the zip `npm run extension:build` made, with the steps
// to install it by hand.

test("the Get the extension page offers the built zip, which holds a Manifest V3 extension, and the install steps", async ({ page }) => {
  await page.goto("/get-extension");
  await expect(page.getByRole("heading", { level: 1, name: "Get the extension" })).toBeVisible();
  const steps = page.getByRole("region", { name: "Install it by hand" }).getByRole("listitem");
  await expect(steps).toHaveCount(7);
  await expect(steps.nth(3)).toHaveText("Turn on Developer mode (top right).");
  await page.screenshot({ path: "test-results/screens/toolkit-get-extension.png", fullPage: true });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the extension" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("x-pro-targeting.zip");
  const zip = await JSZip.loadAsync(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)));
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
  expect(manifest).toMatchObject({ manifest_version: 3, background: { service_worker: "background.js" }, options_ui: { page: "options.html" } });
  expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(["app-bridge.js", "ads-filler.js", "background.js", "options.html", "options.js"]));
});
