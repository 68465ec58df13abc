// npm run bench:web [-- --port 3560 --duration 10 --connections 20]   (after `npm run build`)
// The toolkit's public pages on the production build:
//  - first-load JS, gzip, from the build's manifests (target < 130 kB);
//  - HTML bytes of each page (English), raw and gzip;
//  - server throughput of each page against a bare Next page of the same build under the same load
//    (autocannon, one target after the other; target >= 0.7x the bare page);
//  - in Debian Chromium on a phone-sized screen, each public page in English and Japanese: axe-core's
//    serious and critical violations (target 0) and the search-engine checks of Lighthouse's SEO
//    category with the page's language, image alts, one h1 and what a crawler without JavaScript
//    reads (lib/domain/seo-audit.ts; target: none failed).
// `npm run bench:web -- --checks-only --origin http://127.0.0.1:4400` runs only those checks, against a running server.
// `npm run bench:web -- --cpu-only [--port P --rounds 3 --requests 400 --against ../other-checkout]`: the server's CPU
// per request of each page and the bare page instead (steadier than req/s on a loaded machine), optionally beside
// another checkout's build.
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser } from "@playwright/test";
import { seoFailures, servedText, type PageFacts } from "../lib/domain/seo-audit";
import { settle, startProductionServer } from "./production-server";
import { firstLoadGzip } from "./first-load";
import { groupCpuMs } from "./process-cpu";
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
const JS_TARGET_KB = 130;
const RATIO_TARGET = 0.7;
const stage = (what: string) => process.stderr.write(`[bench:web] ${what}\n`);

const PAGES = [
  { path: "/", entry: "/toolkit-site/page" },
  { path: "/about", entry: "/toolkit-site/about/page" },
  { path: "/pro-targeting", entry: "/toolkit-site/pro-targeting/page" },
  { path: "/pro-solutions", entry: "/toolkit-site/pro-solutions/page" },
  { path: "/pro-community", entry: "/toolkit-site/pro-community/page" },
  { path: "/marketing-materials", entry: "/toolkit-site/marketing-materials/page" },
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

const CHECKS_ONLY = process.argv.includes("--checks-only");
/** Public pages checked for accessibility and search engines: the measured ones and the request and extension pages. */
const CHECKED = [...PAGES.map((p) => p.path), "/request-access", "/get-extension"];
/** Lighthouse's SEO audits run on a phone-sized screen (legible font sizes are judged there). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * What a crawler and a browser see of a page: the served HTML (status, headers, heading and text
 * without JavaScript) and, in Chromium, its tags, links and text sizes, judged by
 * lib/domain/seo-audit.ts; and axe-core's serious and critical violations. A function run in the page
 * must not define helpers (the TypeScript runner wraps named functions in a helper the page does not have).
 */
async function pageChecks(browser: Browser, origin: string, host: string, path: string, lang: string, robotsTxt: string): Promise<{ axe: string[]; seo: string[] }> {
  const url = `${path}?hl=${lang}`;
  const served = await rawRequest(origin + url, { headers: { host, "accept-language": lang } });
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`http://${host}${url}`, { waitUntil: "load", timeout: 120_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const axe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${lang} ${v.id}`);
    const d = await page.evaluate(() => {
      let total = 0;
      let small = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const chars = (node.textContent ?? "").trim().length;
        const parent = node.parentElement;
        if (!chars || !parent || !parent.getClientRects().length || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
        total += chars;
        if (parseFloat(getComputedStyle(parent).fontSize) < 12) small += chars;
      }
      return {
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href") ?? ""),
        alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => ({ hreflang: l.getAttribute("hreflang") ?? "", href: l.getAttribute("href") ?? "" })),
        lang: document.documentElement.lang,
        robotsMeta: [...document.querySelectorAll('meta[name="robots"], meta[name="googlebot"]')].map((m) => m.getAttribute("content") ?? ""),
        h1Count: document.querySelectorAll("h1").length,
        viewport: document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "",
        ogTitle: Boolean(document.querySelector('meta[property="og:title"]')),
        imagesWithoutAlt: [...document.querySelectorAll("img")].filter((i) => !i.hasAttribute("alt")).length,
        links: [...document.querySelectorAll("a")].map((a) => ({ href: a.getAttribute("href"), text: (a.textContent ?? "").trim() || a.getAttribute("aria-label") || a.querySelector("img")?.getAttribute("alt") || "" })),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((x) => x.textContent ?? ""),
        plugins: document.querySelectorAll("embed, object, applet").length,
        text: { total, small },
      };
    });
    const facts: PageFacts = { ...d, url: `http://${host}${url}`, status: served.status, xRobotsTag: served.headers["x-robots-tag"] ?? "", served: servedText(served.text) };
    return { axe, seo: seoFailures(facts, lang, robotsTxt).map((f) => `${lang} ${f}`) };
  } finally {
    await context.close();
  }
}

/** axe-core and the search-engine checks of every checked page, English and Japanese. */
async function allChecks(origin: string, host: string): Promise<Map<string, { axe: string[]; seo: string[] }>> {
  stage("axe-core and search-engine checks in Chromium, English and Japanese");
  const robotsTxt = (await rawRequest(origin + "/robots.txt", { headers: { host } })).text;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const checks = new Map<string, { axe: string[]; seo: string[] }>();
  try {
    for (const path of CHECKED) {
      const found = { axe: [] as string[], seo: [] as string[] };
      for (const lang of ["en", "ja"]) {
        const r = await pageChecks(browser, origin, host, path, lang, robotsTxt);
        found.axe.push(...r.axe);
        found.seo.push(...r.seo);
      }
      checks.set(path, found);
    }
  } finally {
    await browser.close();
  }
  return checks;
}

const checkCells = (c: { axe: string[]; seo: string[] } | undefined) => (c ? [c.axe.length ? c.axe.join(", ") : "0", c.seo.length ? c.seo.join(", ") : "none"] : ["", ""]);

/** `--checks-only [--origin http://127.0.0.1:PORT --host toolkit.localhost:PORT]`: the checks against a server already running (a dev server will do). */
async function checksOnly() {
  const origin = arg("origin", ORIGIN);
  const host = arg("host", `toolkit.localhost:${new URL(origin).port}`);
  const checks = await allChecks(origin, host);
  const head = ["page", "axe serious+critical (en, ja)", "SEO checks failed"];
  console.log([head, head.map(() => "---"), ...CHECKED.map((p) => [p, ...checkCells(checks.get(p))])].map((r) => `| ${r.join(" | ")} |`).join("\n"));
  const failed = [...checks.values()].some((c) => c.axe.length || c.seo.length);
  if (failed) process.exitCode = 1;
}

/**
 * `--cpu-only`: the server's process-group CPU (user + system) per request, `--requests` requests at 4
 * connections per page and round, the bare page first in each round; one warm-up pass is not counted.
 * A ratio to the bare page of the same round is what throughput would be if CPU were the only limit.
 * `--against DIR` starts the build of another checkout too (port + 1) and measures both in turns, each
 * page on one right after the other: a before/after comparison under the same load.
 */
async function cpuOnly() {
  const rounds = Number(arg("rounds", "3"));
  const requests = Number(arg("requests", "400"));
  const against = arg("against", "");
  const builds = [{ label: "this build", port: PORT, dir: "." }, ...(against ? [{ label: against, port: PORT + 1, dir: against }] : [])];
  const servers: Awaited<ReturnType<typeof startProductionServer>>[] = [];
  try {
    for (const b of builds) servers.push(await startProductionServer({ name: `bench-web-${b.port}`, port: b.port, authUrl: `http://localhost:${b.port}`, stage, dir: b.dir }));
    const targets = [{ path: BARE.path, face: "localhost" }, ...PAGES.map((p) => ({ path: p.path, face: "toolkit.localhost" }))];
    const perRequest = async (build: number, t: { path: string; face: string }, amount: number) => {
      const origin = `http://127.0.0.1:${builds[build].port}`;
      await settle(origin);
      const before = groupCpuMs(servers[build].pgid);
      const r = await autocannon({ url: origin + t.path, headers: { host: `${t.face}:${builds[build].port}` }, connections: 4, amount, timeout: 20 });
      if (r.non2xx || r.errors) throw new Error(`${t.path} on ${builds[build].label}: ${describeLoadErrors(loadErrors(r))}`);
      return (groupCpuMs(servers[build].pgid) - before) / amount;
    };
    stage("warm-up: 200 requests per page");
    for (const t of targets) for (let b = 0; b < builds.length; b++) await perRequest(b, t, 200);
    const startLoad = loadavg().map((n) => n.toFixed(1)).join(" / ");
    const ms = builds.map(() => new Map(targets.map((t) => [t.path, [] as number[]])));
    for (let round = 1; round <= rounds; round++) {
      stage(`round ${round} of ${rounds}: ${requests} requests per page and build at 4 connections`);
      for (const t of targets) for (let b = 0; b < builds.length; b++) ms[b].get(t.path)!.push(await perRequest(b, t, requests));
    }
    const endLoad = loadavg().map((n) => n.toFixed(1)).join(" / ");
    console.log(`\nServer CPU per request (process group, user + system), ${requests} requests at 4 connections per page, build and round; ms per round, median, and the bare page's median over the page's (the ratio throughput would have if CPU were the only limit). Load average ${startLoad} before the rounds, ${endLoad} after (1 / 5 / 15 min).\n`);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const head = ["page", ...builds.flatMap((b) => [`${b.label}: ms per round`, "median ms", "bare / page"])];
    const rows = targets.map((t) => [
      t.path,
      ...builds.flatMap((_, b) => {
        const xs = ms[b].get(t.path)!;
        return [xs.map((x) => x.toFixed(2)).join(", "), median(xs).toFixed(2), (median(ms[b].get(BARE.path)!) / median(xs)).toFixed(2)];
      }),
    ]);
    console.log([head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n"));
  } finally {
    for (const server of servers) await server.stop();
  }
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

    const checks = await allChecks(ORIGIN, host);

    const [one, five] = loadavg();
    console.log(`\nPublic pages of the production build (next start, MURMUR_MODE=production, PostgreSQL 15). Throughput: ${CONNECTIONS} clients, ${DURATION_S} s per run, each page right after a run on the bare page (req/s bare, page).`);
    console.log(`Machine: ${availableParallelism()} CPUs, load average ${startLoad} before the runs, ${one.toFixed(1)} / ${five.toFixed(1)} (1 / 5 min) at the end; the load generator runs on the same machine.\n`);
    const head = ["page", "first-load JS gzip kB", `< ${JS_TARGET_KB} kB`, "HTML kB (gzip)", "req/s (bare, page)", "x bare", `>= ${RATIO_TARGET}x`, "errors (page)", "axe serious+critical (en, ja)", "SEO checks failed"];
    const rows = PAGES.map((p) => {
      const j = js.get(p.path)!;
      const b = bytes.get(p.path)!;
      const { page, bare } = rates.get(p.path)!;
      const ratio = page.reqs / bare.reqs;
      return [p.path, kb(j.gz), j.gz / 1024 < JS_TARGET_KB ? "yes" : "no", `${kb(b.raw)} (${kb(b.gz)})`, `${bare.reqs.toFixed(0)}, ${page.reqs.toFixed(0)}`, ratio.toFixed(2), ratio >= RATIO_TARGET ? "yes" : "no", page.errors, ...checkCells(checks.get(p.path))];
    });
    for (const path of CHECKED.filter((c) => !PAGES.some((p) => p.path === c))) rows.push([path, "", "", "", "", "", "", "", ...checkCells(checks.get(path))]);
    rows.push([`${BARE.path} (baseline)`, kb(js.get(BARE.path)!.gz), "", "", "", "1.00", "", "", "", ""]);
    console.log([head, head.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n"));
  } finally {
    await server.stop();
  }
}

(CHECKS_ONLY ? checksOnly() : process.argv.includes("--cpu-only") ? cpuOnly() : main()).then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
