// Builds the X Pro Targeting extension: an unpacked folder (extension/dist/unpacked) to load in
// Chromium, and a zip of it (extension/dist/x-pro-targeting.zip) that the toolkit's "Get the
// extension" page serves from public/_static/extension/.
//
// EXTENSION_APP_ORIGINS: extra comma-separated Murmur origins the extension talks to
// (e.g. https://toolkit.example.com); localhost and *.localhost are always included.
// EXTENSION_APP_URL: the Murmur address the options page suggests (default http://toolkit.localhost:3000).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import JSZip from "jszip";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const out = join(here, "dist", "unpacked");
const zipPath = join(here, "dist", "x-pro-targeting.zip");
const publicZip = join(root, "public", "_static", "extension", "x-pro-targeting.zip");

const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const extraOrigins = (process.env.EXTENSION_APP_ORIGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
const appMatches = ["http://localhost/*", "http://*.localhost/*", "http://127.0.0.1/*", ...extraOrigins.map((o) => `${new URL(o).origin}/*`)];
const adsMatches = ["https://ads.x.com/*", "https://ads.twitter.com/*"];
const defaultAppUrl = new URL(process.env.EXTENSION_APP_URL ?? "http://toolkit.localhost:3000").origin;

rmSync(join(here, "dist"), { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await build({
  entryPoints: { background: "src/background.ts", "app-bridge": "src/app-bridge.ts", "ads-filler": "src/ads-filler.ts", options: "src/options.ts" },
  absWorkingDir: here,
  outdir: out,
  bundle: true,
  format: "iife",
  target: "chrome120",
  tsconfig: join(root, "tsconfig.json"),
  define: { DEFAULT_APP_ORIGIN: JSON.stringify(defaultAppUrl) },
  legalComments: "none",
  logLevel: "warning",
});

cpSync(join(here, "static"), out, { recursive: true });
const manifest = {
  manifest_version: 3,
  name: "X Pro Targeting by Murmur",
  short_name: "X Pro Targeting",
  description: "Applies a Murmur targeting package to the targeting of a campaign in X Ads Manager.",
  version: pkg.version,
  minimum_chrome_version: "120",
  permissions: ["storage"],
  host_permissions: [...appMatches, ...adsMatches],
  background: { service_worker: "background.js" },
  options_ui: { page: "options.html", open_in_tab: true },
  action: { default_title: "X Pro Targeting by Murmur" },
  content_scripts: [
    { matches: appMatches, js: ["app-bridge.js"], run_at: "document_start" },
    { matches: adsMatches, js: ["ads-filler.js"], run_at: "document_idle" },
  ],
};
writeFileSync(join(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");

// Sorted entries: the same sources give the same zip.
const listFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
const zip = new JSZip();
for (const file of listFiles(out)) zip.file(relative(out, file).split("\\").join("/"), readFileSync(file), { date: new Date("2026-01-01T00:00:00Z") });
const bytes = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", platform: "UNIX" });
writeFileSync(zipPath, bytes);
mkdirSync(dirname(publicZip), { recursive: true });
writeFileSync(publicZip, bytes);
console.log(`extension: ${relative(root, out)} and ${relative(root, zipPath)} (${bytes.length} bytes)`);
