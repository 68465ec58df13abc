import { readFile } from "node:fs/promises";
import { expect, type Download, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import JSZip from "jszip";

/** Opens the Download dialog and lists the sections it offers. */
export async function openDownloadDialog(page: Page) {
  await page.getByTestId("download-button").click();
  const dialog = page.getByTestId("download-dialog");
  await expect(dialog.getByRole("heading", { name: "Download analysis" })).toBeVisible();
  return dialog;
}

/** Picks only these sections in the open dialog. */
export async function pickOnly(page: Page, sections: string[]) {
  const dialog = page.getByTestId("download-dialog");
  const all = dialog.getByRole("button", { name: /Select all|Clear all/ });
  if ((await all.textContent())?.includes("Clear all")) await all.click();
  for (const s of sections) await dialog.locator(`[data-section-option="${s}"]`).click();
}

/** Clicks Download in the dialog and reads the file the browser saved. */
export async function downloadFile(page: Page): Promise<{ name: string; bytes: Buffer; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 120_000 }), page.getByTestId("download-submit").click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path), download };
}

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The RGBA colour type of a PNG (6) says whether it can carry transparency. */
export const pngColourType = (bytes: Buffer) => bytes[25];

export async function zipEntries(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).sort();
  const files = await Promise.all(names.map(async (n) => ({ name: n, bytes: Buffer.from(await zip.file(n)!.async("uint8array")) })));
  return files;
}

export async function workbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** Every row of a sheet as plain values. */
export function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/**
 * Asks the chat panel a question and records every length the streamed answer had on screen, so a
 * test can tell an answer that streamed in pieces from one that arrived whole.
 */
export async function askChat(page: Page, question: string, fieldLabel = "Ask a question…") {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { chatLengths: number[] }).chatLengths = seen;
    new MutationObserver(() => {
      const answers = document.querySelectorAll('[data-testid="chat-response"]');
      const last = answers[answers.length - 1];
      if (last) seen.push((last.textContent ?? "").length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const panel = page.getByTestId("chat-panel");
  await panel.getByLabel(fieldLabel).fill(question);
  await panel.getByTestId("chat-send").click();
  const answer = panel.getByTestId("chat-response").last();
  await expect(answer).not.toHaveAttribute("aria-busy", "true", { timeout: 60_000 });
  const lengths = await page.evaluate(() => (window as unknown as { chatLengths: number[] }).chatLengths);
  return { text: (await answer.textContent()) ?? "", distinctLengths: new Set(lengths.filter((n) => n > 0)).size };
}
