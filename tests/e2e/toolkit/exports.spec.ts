import { test } from "@playwright/test";
import { analyse, cardReady } from "../support/analysis";
import { signInSpec, signInToolkit } from "../support/sign-in";
import { askChat, downloadFile, openDownloadDialog, pickOnly, pngSize, workbook } from "../support/exports";

const { expect, smtp } = signInSpec({ timeout: 300_000, expectTimeout: 60_000 });

test("on the toolkit (token session, dark theme) the exports and the chat work the same", async ({ page }) => {
  await page.goto("/explore");
  await signInToolkit(page, smtp());
  await analyse(page, "Audience", "code");
  const languages = await cardReady(page, "languages");
  await cardReady(page, "countries");

  const dialog = await openDownloadDialog(page);
  await page.screenshot({ path: ".reports/screens/exports-download-dialog-dark.png" });
  await pickOnly(page, ["languages"]);
  const png = await downloadFile(page);
  const box = (await languages.boundingBox())!;
  expect(pngSize(png.bytes).width).toBe(Math.round(box.width * 2) + 96);

  await openDownloadDialog(page);
  await pickOnly(page, ["languages", "countries"]);
  await dialog.getByText("Sheet (.xlsx)").click();
  const book = await workbook((await downloadFile(page)).bytes);
  expect(book.worksheets.map((w) => w.name)).toEqual(["Countries", "Languages"]); // in page order

  await page.getByTestId("chat-toggle").click();
  const answer = await askChat(page, "Which languages do they speak?");
  const topValue = (await languages.locator("[data-row] [data-value]").first().textContent())!.trim();
  expect(answer.text).toContain(topValue);
  expect(answer.distinctLengths).toBeGreaterThan(1);
  await page.screenshot({ path: ".reports/screens/exports-chat-dark.png" });
});
