import { test } from "@playwright/test";
import { analyse, apiPost, cardReady, type Report } from "../support/analysis";
import { signInSpec } from "../support/sign-in";
import { askChat, downloadFile, openDownloadDialog, pickOnly, pngColourType, pngSize, sheetRows, workbook, zipEntries } from "../support/exports";

// Exports render real cards of a demo-corpus analysis on a shared 2-core machine: give them room.
const { expect } = signInSpec({ timeout: 300_000, expectTimeout: 60_000, signedIn: "login-page" });

test("downloads a PNG, a zip in each background and an xlsx whose numbers match the cards", async ({ page }) => {
  await page.goto("/local/explore-x");
  await expect(page.getByTestId("download-button")).toBeDisabled();
  await analyse(page, "Audience", "gaming");
  const countries = await cardReady(page, "countries");
  await cardReady(page, "genders");
  await cardReady(page, "top_accounts");
  const report = await apiPost<Report>(page, "/api/external/analyze-query/", { query_type: "keyword", query: "gaming", team: "local" });

  // The dialog offers the cards on the page, all picked.
  const dialog = await openDownloadDialog(page);
  await expect(dialog.locator('[data-section-option="countries"]')).toHaveAttribute("data-state", "checked");
  await expect(dialog.getByRole("radio", { name: "Dark" })).toBeChecked();
  await page.screenshot({ path: ".reports/screens/exports-download-dialog-light.png" });

  // One PNG of two cards.
  await pickOnly(page, ["countries", "genders"]);
  await expect(dialog).toContainText("2 of");
  const png = await downloadFile(page);
  expect(png.name).toMatch(/^murmur-keyword-analysis-\d{4}-\d{2}-\d{2}\.png$/);
  const size = pngSize(png.bytes);
  const box = (await countries.boundingBox())!;
  // Two cards stacked at twice the pixel density, with margins: wider than one card, taller than two.
  expect(size.width).toBeGreaterThanOrEqual(Math.floor(box.width * 2));
  expect(size.height).toBeGreaterThan(Math.floor(box.height * 2));
  await expect(page.getByText(`Downloaded ${png.name}`)).toBeVisible();

  // A zip of PNGs in each background.
  for (const background of ["Dark", "White", "Transparent"]) {
    await openDownloadDialog(page);
    await pickOnly(page, ["countries", "genders", "top_accounts"]);
    await page.getByTestId("download-dialog").getByText("ZIP of PNGs").click();
    await page.getByTestId("download-dialog").getByText(background, { exact: true }).click();
    const zip = await downloadFile(page);
    expect(zip.name).toMatch(/\.zip$/);
    const entries = await zipEntries(zip.bytes);
    expect(entries.map((e) => e.name)).toEqual(["01-countries.png", "02-genders.png", "03-top-accounts.png"]);
    for (const e of entries) {
      const s = pngSize(e.bytes);
      expect(s.width).toBeGreaterThan(100);
      expect(s.height).toBeGreaterThan(100);
      expect(pngColourType(e.bytes)).toBe(6);
    }
    // The corner pixel is the background: decoded in the page from the PNG itself.
    const corner = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext("2d")!;
      ctx.drawImage(img, 0, 0);
      return [...ctx.getImageData(2, 2, 1, 1).data];
    }, entries[0].bytes.toString("base64"));
    expect(corner).toEqual(background === "Dark" ? [0, 0, 0, 255] : background === "White" ? [255, 255, 255, 255] : [0, 0, 0, 0]);
  }

  // The sheet: one sheet per picked section, named as the cards, with the engine's numbers.
  await openDownloadDialog(page);
  await pickOnly(page, ["countries", "top_accounts"]);
  await page.getByTestId("download-dialog").getByText("Sheet (.xlsx)").click();
  const xlsx = await downloadFile(page);
  expect(xlsx.name).toMatch(/^murmur-keyword-analysis-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await workbook(xlsx.bytes);
  const topTitle = (await page.locator('[data-section="top_accounts"]').getAttribute("data-section-title"))!;
  expect(book.worksheets.map((w) => w.name)).toEqual(["Countries", topTitle.slice(0, 31)]);
  const rows = sheetRows(book.getWorksheet("Countries")!);
  const top = report.sections.countries.rows![0];
  expect(rows[0].slice(0, 3)).toEqual(["Label", "Count", "Share"]);
  expect(rows[1].slice(0, 3)).toEqual([top.label, (top as { count?: number }).count, top.share]);
  // …the same figure the card shows.
  await expect(countries.locator(`[data-row="${top.label}"] [data-value]`)).toContainText(`${top.share!.toFixed(1)}%`);
  const handles = sheetRows(book.worksheets[1]).slice(1, 4).map((r) => r[0]);
  expect(handles).toEqual(report.sections.top_accounts.rows!.slice(0, 3).map((r) => r.handle));
});

test("the chat streams an answer that cites numbers on the page", async ({ page }) => {
  await page.goto("/local/explore-x");
  await expect(page.getByTestId("chat-toggle")).toBeDisabled();
  await analyse(page, "Audience", "gaming");
  const countries = await cardReady(page, "countries");
  await page.getByTestId("chat-toggle").click();
  await expect(page.getByTestId("chat-panel")).toBeVisible();

  const answer = await askChat(page, "Which countries is this audience in?");
  // Streamed: the answer was on screen unfinished before it was complete.
  expect(answer.distinctLengths).toBeGreaterThan(1);
  const topValue = (await countries.locator("[data-row] [data-value]").first().textContent())!.trim();
  const topLabel = await countries.locator("[data-row]").first().getAttribute("data-row");
  expect(answer.text).toContain(`${topLabel} (${topValue}`);
  await expect(page.getByTestId("chat-question")).toHaveText("Which countries is this audience in?");

  // A suggestion asks for targeting advice; the thread keeps both turns.
  await page.getByTestId("chat-panel").getByRole("button", { name: "What should I target?" }).click();
  await expect(page.getByTestId("chat-response").nth(1)).toContainText("To reach an audience like this one, target:");
  await expect(page.getByTestId("chat-response").nth(1)).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("chat-response").nth(1)).toContainText(topValue);
  await page.screenshot({ path: ".reports/screens/exports-chat-light.png", fullPage: false });
});

test("on the Japanese screen the chat answers in Japanese, with the figures the cards show", async ({ page }) => {
  await page.goto("/local/explore-x");
  await page.getByTestId("language-switcher").selectOption("ja");
  await page.goto("/local/explore-x?type=keyword&q=gaming");
  const countries = await cardReady(page, "countries");
  await page.getByTestId("chat-toggle").click();

  const answer = await askChat(page, "上位の国は？", "質問を入力…");
  expect(answer.distinctLengths).toBeGreaterThan(1);
  const topValue = (await countries.locator("[data-row] [data-value]").first().textContent())!.trim();
  const topLabel = await countries.locator("[data-row]").first().getAttribute("data-row");
  expect(answer.text).toContain(`国の上位: ${topLabel}（${topValue}、`);
  expect(answer.text).not.toMatch(/\b(The|accounts|Base)\b/);

  await page.getByTestId("chat-panel").getByRole("button", { name: "何をターゲットにすべき？" }).click();
  await expect(page.getByTestId("chat-response").nth(1)).toContainText("このようなオーディエンスに届けるには、次をターゲットにしてください:");
  await expect(page.getByTestId("chat-response").nth(1)).not.toHaveAttribute("aria-busy", "true");
  await page.screenshot({ path: ".reports/screens/exports-chat-ja.png", fullPage: false });
});
