// First-load JS of a page of the production build in .next, from the build's manifests (bench:screen, bench:web).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

const NEXT = path.resolve(".next");

/** Layout keys above the page in the app-build-manifest (route groups included). */
function layoutKeys(page: string): string[] {
  const parts = page.split("/").slice(1, -1);
  return parts.map((_, i) => `/${parts.slice(0, i + 1).join("/")}/layout`);
}

/** The JS files a first visit to the page loads: the root chunks plus the page's own entry chunks. `page` is like "/(toolkit)/toolkit/about/page". */
export function firstLoadFiles(page: string): string[] {
  const build = JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  const files = new Set<string>(build.rootMainFiles ?? []);
  const appManifest = path.join(NEXT, "app-build-manifest.json");
  if (existsSync(appManifest)) {
    const pages = (JSON.parse(readFileSync(appManifest, "utf8")) as { pages: Record<string, string[]> }).pages;
    for (const key of ["/layout", ...layoutKeys(page), page]) for (const f of pages[key] ?? []) files.add(f);
  } else {
    // Turbopack: the page's client reference manifest lists the chunks of its layouts and page.
    const ref = path.join(NEXT, "server/app", `${page.slice(1)}_client-reference-manifest.js`);
    const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } };
    runInNewContext(readFileSync(ref, "utf8"), sandbox);
    for (const manifest of Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      for (const f of Object.values(manifest.entryJSFiles ?? {}).flat()) files.add(f);
    }
  }
  return [...files].filter((f) => f.endsWith(".js"));
}

/** Number of files, raw bytes and gzip (level 9) bytes of the page's first-load JS. */
export function firstLoadGzip(page: string) {
  const files = firstLoadFiles(page);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = readFileSync(path.join(NEXT, f.replace(/^\/?_next\//, "")));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gz };
}
