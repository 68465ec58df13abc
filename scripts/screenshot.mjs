// Usage: node scripts/screenshot.mjs <url> <out.png> [theme] [locale] [width] [height]
// Takes a screenshot of a page in Debian Chromium (for the README and for looking at the UI).
import { chromium } from "@playwright/test";

const [url, out, theme, locale = "en-US", width = "1280", height = "800"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const context = await browser.newContext({ locale, viewport: { width: Number(width), height: Number(height) } });
if (theme) await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out });
await browser.close();
