// npm run bench:screen [-- --port 3297 --handles 3]   (after `next build`)
// (a) First-load JS of the analysis page (/:teamId/explore-x), gzip, from the build's manifests.
// (b) In Debian Chromium against the built app on the demo corpus: time from clicking Analyse (handle
//     analysis) until every [data-section] card is ready or empty, for the audience's top handles.
import { spawn } from "node:child_process";
import { chromium, type Page } from "@playwright/test";
import { firstLoadGzip } from "./first-load";
import { loginCodeIn, startSmtpCapture } from "../tests/support/smtp-capture";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const PORT = Number(arg("port", "3297"));
const HANDLES = Number(arg("handles", "3"));
const ORIGIN = `http://localhost:${PORT}`;
const PAGE = "/(dashboard)/dashboard/(nav)/[teamId]/explore-x/page";
const stage = (what: string) => process.stderr.write(`[bench] ${what}\n`);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the app did not start");
}

/** Every card of the current analysis is ready or empty (and the profile card shows `handle`). */
async function allCardsDone(page: Page, handle: string) {
  await page.waitForFunction(
    (h) => {
      const cards = [...document.querySelectorAll("[data-section]")];
      const profile = document.querySelector('[data-section="profile"]');
      return cards.length > 1 && profile?.textContent?.includes(`@${h}`) && cards.every((c) => /^(ready|empty|error)$/.test(c.getAttribute("data-state") ?? ""));
    },
    handle,
    { timeout: 120_000, polling: 20 },
  );
  return page.locator('[data-section][data-state="error"]').count();
}

async function main() {
  const size = firstLoadGzip(PAGE);
  console.log(`first-load JS of /:teamId/explore-x: ${(size.gz / 1024).toFixed(1)} kB gzip (${(size.raw / 1024).toFixed(1)} kB raw, ${size.files} files; target < 250 kB)`);

  const smtp = await startSmtpCapture(PORT + 1000);
  stage(`starting the built app on ${PORT}`);
  const server = spawn("node", ["scripts/e2e-server.mjs"], { env: { ...process.env, E2E_PORT: String(PORT) }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  try {
    await waitForServer();
    const page = await browser.newPage({ baseURL: ORIGIN, viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(60_000);
    await page.goto("/login");
    await page.getByLabel("Email").fill("demo@murmur.localhost");
    await page.getByRole("button", { name: "Send login code" }).click();
    while (smtp.mails.length === 0) await new Promise((r) => setTimeout(r, 100));
    await page.getByLabel("Digit 1 of 6").click();
    await page.keyboard.type(loginCodeIn(await smtp.latestTo("demo@murmur.localhost")), { delay: 30 });
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));

    stage("finding handles: an audience analysis of 'gaming'");
    await page.goto("/local/explore-x");
    await page.getByRole("radio", { name: "Audience" }).click();
    await page.getByTestId("query-bar").getByRole("textbox").first().fill("gaming");
    await page.getByRole("button", { name: "Analyse" }).click();
    const top = page.locator('[data-section="top_accounts"][data-state="ready"] [data-row]');
    await top.first().waitFor({ timeout: 120_000 });
    const handles = (await top.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row") ?? ""))).slice(0, HANDLES);

    const times: number[] = [];
    for (const handle of handles) {
      await page.getByRole("radio", { name: "Handle analysis" }).click();
      await page.getByTestId("query-bar").getByRole("textbox").first().fill(`@${handle}`);
      const started = await page.evaluate(() => performance.now());
      await page.getByRole("button", { name: "Analyse" }).click();
      const errors = await allCardsDone(page, handle);
      const ms = (await page.evaluate(() => performance.now())) - started;
      const cards = await page.locator("[data-section]").count();
      times.push(ms);
      console.log(`handle analysis @${handle}: every card (${cards}) drawn in ${(ms / 1000).toFixed(2)} s${errors ? ` (${errors} cards in error)` : ""}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`handle analysis, all cards: median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s, worst ${(sorted[sorted.length - 1] / 1000).toFixed(2)} s over ${times.length} cold handles (target < 3 s)`);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    await smtp.stop();
  }
}

void main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
