// npm run bench:web [-- --port 3560 --duration 10 --connections 20]   (after `npm run build`)
// The toolkit's public pages on the production build:
//  - first-load JS, gzip, from the build's manifests (target < 130 kB);
//  - HTML bytes of each page (English), raw and gzip;
//  - server throughput of each page against a bare Next page of the same build under the same load
//    (autocannon, one target after the other; target >= 0.7x the bare page);
//  - in Debian Chromium, each page in English and Japanese: axe-core's serious and critical
//    violations (target 0) and the search-engine checks (title, description, canonical, hreflang,
//    lang, indexable, one h1, crawlable links, image alts, viewport, JSON-LD that parses).
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Page } from "@playwright/test";
import { settle, startProductionServer } from "./production-server";
import { firstLoadGzip } from "./first-load";
import { describeLoadErrors, loadErrors } from "./load-errors";
import { rawRequest } from "./raw-request";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const PORT = Number(arg("port", "3560"));
const DURATION_S = Number(arg("duration", "10"));
const CONNECTIONS = Number(arg("connections", "20"));
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOOLKIT = `http://toolkit.localhost:${PORT}`;
const JS_TARGET_KB = 130;
const RATIO_TARGET = 0.7;
const stage = (what: string) => process.stderr.write(`[bench:web] ${what}\n`);

const PAGES = [
  { path: "/", entry: "/(toolkit)/toolkit/(public)/page" },
  { path: "/about", entry: "/(toolkit)/toolkit/(public)/about/page" },
  { path: "/pro-targeting", entry: "/(toolkit)/toolkit/(public)/pro-targeting/page" },
  { path: "/pro-solutions", entry: "/(toolkit)/toolkit/(public)/pro-solutions/page" },
  { path: "/pro-community", entry: "/(toolkit)/toolkit/(public)/pro-community/page" },
  { path: "/marketing-materials", entry: "/(toolkit)/toolkit/(app)/marketing-materials/page" },
];
const BARE = { path: "/bench-bare", entry: "/bench-bare/page" };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function html(path: string, host: string): Promise<string> {
  const res = await rawRequest(ORIGIN + path, { headers: { host, "accept-language": "en" } });
  if (res.status !== 200) throw new Error(`GET ${path} on ${host} answered ${res.status}`);
  return res.text;
}

interface Rate {
  reqs: number;
  errors: string;
}

async function throughput(path: string, host: string): Promise<Rate> {
  const r = await autocannon({ url: ORIGIN + path, headers: { host }, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 });
  return { reqs: r.requests.average, errors: describeLoadErrors(loadErrors(r)) };
}

/**
 * The search-engine checks a crawler cares about; returns the failed ones. The page is read once
 * into plain data here and judged in Node (a function run in the page must not define helpers: the
 * TypeScript runner wraps named functions in a helper the page does not have).
 */
async function seoFailures(page: Page, path: string, lang: string): Promise<string[]> {
  const d = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute("hreflang")),
    lang: document.documentElement.lang,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "",
    h1: document.querySelectorAll("h1").length,
    viewport: Boolean(document.querySelector('meta[name="viewport"]')),
    ogTitle: Boolean(document.querySelector('meta[property="og:title"]')),
    imagesWithoutAlt: [...document.querySelectorAll("img")].filter((i) => !i.hasAttribute("alt")).length,
    badLinks: [...document.querySelectorAll("a")].filter((a) => !a.getAttribute("href") || !(a.textContent?.trim() || a.getAttribute("aria-label"))).length,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  }));
  const failed: string[] = [];
  if (d.title.trim().length < 10) failed.push("title");
  if (d.description.length < 50) failed.push("description");
  if (!d.canonical.endsWith(path === "/" ? "/" : path) && !d.canonical.includes(`${path}?hl=`)) failed.push("canonical");
  for (const h of ["en", "ja", "x-default"]) if (!d.hreflang.includes(h)) failed.push(`hreflang ${h}`);
  if (d.lang !== lang) failed.push("html lang");
  if (/noindex/i.test(d.robots)) failed.push("indexable");
  if (d.h1 !== 1) failed.push("one h1");
  if (!d.viewport) failed.push("viewport");
  if (!d.ogTitle) failed.push("og:title");
  if (d.imagesWithoutAlt) failed.push("image alt");
  if (d.badLinks) failed.push("crawlable links");
  for (const text of d.jsonLd) {
    try {
      JSON.parse(text);
    } catch {
      failed.push("json-ld");
    }
  }
  return failed;
}

async function main() {
  const js = new Map([...PAGES, BARE].map((p) => [p.path, firstLoadGzip(p.entry)]));
  const server = await startProductionServer({ name: "bench-web", port: PORT, authUrl: `http://localhost:${PORT}`, stage });
  try {
    const host = `toolkit.localhost:${PORT}`;
    const bytes = new Map<string, { raw: number; gz: number }>();
    for (const p of PAGES) {
      const text = await html(p.path, host);
      bytes.set(p.path, { raw: Buffer.byteLength(text), gz: gzipSync(text).length });
    }
    await html(BARE.path, `localhost:${PORT}`);
    const startLoad = loadavg().map((n) => n.toFixed(1)).slice(0, 2).join(" / ");

    stage(`throughput: ${CONNECTIONS} clients for ${DURATION_S} s per page, each right after a run on the bare page`);
    // Each page is paired with a bare-page run just before it: on a shared machine the load changes from
    // one minute to the next, and a ratio of two runs a few seconds apart follows it far better than one
    // baseline for all. Between runs, wait until the server has finished what the last load left.
    const rates = new Map<string, { page: Rate; bare: Rate }>();
    for (const p of PAGES) {
      await settle(ORIGIN);
      const bare = await throughput(BARE.path, `localhost:${PORT}`);
      await settle(ORIGIN);
      rates.set(p.path, { page: await throughput(p.path, host), bare });
    }

    stage("axe-core and search-engine checks in Chromium, English and Japanese");
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    const checks = new Map<string, { axe: string[]; seo: string[] }>();
    try {
      for (const p of PAGES) {
        const axe: string[] = [];
        const seo: string[] = [];
        for (const lang of ["en", "ja"]) {
          // axe-core's Playwright builder needs a page of an explicit context.
          const context = await browser.newContext();
          const page = await context.newPage();
          await page.goto(`${TOOLKIT}${p.path}?hl=${lang}`, { waitUntil: "load", timeout: 120_000 });
          const results = await new AxeBuilder({ page }).analyze();
          for (const v of results.violations) if (v.impact === "serious" || v.impact === "critical") axe.push(`${lang} ${v.id}`);
          for (const f of await seoFailures(page, p.path, lang)) seo.push(`${lang} ${f}`);
          await context.close();
        }
        checks.set(p.path, { axe, seo });
      }
    } finally {
      await browser.close();
    }

    const [one, five] = loadavg();
    console.log(`\nPublic pages of the production build (next start, MURMUR_MODE=production, PostgreSQL 15). Throughput: ${CONNECTIONS} clients, ${DURATION_S} s per run, each page right after a run on the bare page (req/s bare, page).`);
    console.log(`Machine: ${availableParallelism()} CPUs, load average ${startLoad} before the runs, ${one.toFixed(1)} / ${five.toFixed(1)} (1 / 5 min) at the end; the load generator runs on the same machine.\n`);
    const head = ["page", "first-load JS gzip kB", `< ${JS_TARGET_KB} kB`, "HTML kB (gzip)", "req/s (bare, page)", "x bare", `>= ${RATIO_TARGET}x`, "errors (page)", "axe serious+critical (en, ja)", "SEO checks failed"];
    const rows = PAGES.map((p) => {
      const j = js.get(p.path)!;
      const b = bytes.get(p.path)!;
      const { page, bare } = rates.get(p.path)!;
      const ratio = page.reqs / bare.reqs;
      const c = checks.get(p.path)!;
      return [p.path, kb(j.gz), j.gz / 1024 < JS_TARGET_KB ? "yes" : "no", `${kb(b.raw)} (${kb(b.gz)})`, `${bare.reqs.toFixed(0)}, ${page.reqs.toFixed(0)}`, ratio.toFixed(2), ratio >= RATIO_TARGET ? "yes" : "no", page.errors, c.axe.length ? c.axe.join(", ") : "0", c.seo.length ? c.seo.join(", ") : "none"];
    });
    rows.push([`${BARE.path} (baseline)`, kb(js.get(BARE.path)!.gz), "", "", "", "1.00", "", "", "", ""]);
    console.log([head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n"));
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
