import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base, chromium, type BrowserContext, type Page, type Worker } from "@playwright/test";

// Browser tests with the real extension: Debian Chromium in a persistent profile with the unpacked
// build loaded, X Ads Manager's targeting form answered by the local stand-in at its real address.

const UNPACKED = join(process.cwd(), "extension", "dist", "unpacked");
export const ADS_FORM_URL = "https://ads.x.com/campaign_form/18ce54demo01/campaign/new";
const STAND_IN = readFileSync(join(process.cwd(), "tests", "support", "x-ads-form", "campaign-form.html"), "utf8");

type Fixtures = { serviceWorker: Worker; extensionId: string; adsPage: Page };

export const test = base.extend<Fixtures, { unpacked: string }>({
  unpacked: [
    async ({}, provide) => {
      execFileSync("node", ["extension/build.mjs"], { stdio: "inherit" });
      await provide(UNPACKED);
    },
    { scope: "worker" },
  ],
  context: async ({ unpacked, baseURL }, provide) => {
    const profile = mkdtempSync(join(tmpdir(), "murmur-ext-"));
    const context: BrowserContext = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      baseURL,
      viewport: { width: 1280, height: 900 },
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage", `--disable-extensions-except=${unpacked}`, `--load-extension=${unpacked}`],
    });
    // X is not reachable from here: its ads site is the stand-in form, other outside pages are blank.
    await context.route("https://ads.x.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: STAND_IN }));
    await provide(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  serviceWorker: async ({ context }, provide) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    await provide(worker);
  },
  extensionId: async ({ serviceWorker }, provide) => provide(new URL(serviceWorker.url()).host),
  adsPage: async ({ context }, provide) => {
    const page = await context.newPage();
    await page.goto(ADS_FORM_URL);
    await provide(page);
  },
});

/** The entries the form shows as chosen in one of its fields. */
export const chosen = (page: Page, field: string) => page.getByRole("list", { name: `Selected ${field}` }).locator("li > span");
