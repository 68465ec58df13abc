// Usage: npm run fonts:subset
// Writes components/ui/icon-font/material-symbols-outlined.woff2: the material-symbols package's
// outlined font cut down to the icons in components/ui/icon-names.ts, with its variation axes
// pinned to the one style the Icon component draws. Runs offline (HarfBuzz as WebAssembly).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import { ICON_NAMES } from "../components/ui/icon-names";
import { iconGlyphs, openFont } from "./icon-font/shape-icons";

const SOURCE = path.resolve("node_modules/material-symbols/material-symbols-outlined.woff2");
const TARGET = path.resolve("components/ui/icon-font/material-symbols-outlined.woff2");
/** The style components/ui/icon.tsx asks for. */
const AXES = { FILL: 0, wght: 300, GRAD: 0, opsz: 24 };

const source = await readFile(SOURCE);
const font = await openFont(source);
const glyphs = iconGlyphs(font, ICON_NAMES);
const missing = ICON_NAMES.filter((name) => glyphs.get(name) === undefined);
if (missing.length) throw new Error(`not in ${path.basename(SOURCE)}: ${missing.join(", ")}`);

// Each icon also has a private-use code point: keeping those (and the letters of the names) and
// skipping the layout closure keeps only these icons' ligatures, not every icon spelled with a-z.
const codePoints = font.codePointsOf(new Set([...glyphs.values()].filter((g) => g !== undefined)));
const text = [...new Set(ICON_NAMES.join(""))].join("") + codePoints.map((c) => String.fromCodePoint(c)).join("");
const subset = await subsetFont(source, text, { targetFormat: "woff2", noLayoutClosure: true, variationAxes: AXES });
await writeFile(TARGET, subset);
console.log(`${ICON_NAMES.length} icons: ${path.relative(process.cwd(), TARGET)} ${subset.length} bytes (from ${source.length})`);
