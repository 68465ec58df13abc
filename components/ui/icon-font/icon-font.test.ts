import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { iconGlyphs, openFont, type IconFont } from "@/scripts/icon-font/shape-icons";
import { ICON_NAMES } from "../icon-names";

const FONT = path.resolve("components/ui/icon-font/material-symbols-outlined.woff2");
const ORIGINAL = path.resolve("node_modules/material-symbols/material-symbols-outlined.woff2");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Icon names written in the code: <Icon name="…">, icon="…" props, and icon: "…" in item lists. */
function iconNamesInCode(): Set<string> {
  const found = new Set<string>();
  for (const file of ["app", "components", "lib/client"].flatMap((d) => sourceFiles(path.resolve(d)))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/<Icon\b[^>]*?\bname=\{?"([a-z0-9_]+)"|\bicon=\{?"([a-z0-9_]+)"|\bicon: "([a-z0-9_]+)"/g)) found.add(m[1] ?? m[2] ?? m[3]);
  }
  return found;
}

describe("the subset icon font", () => {
  let subset: IconFont;
  beforeAll(async () => {
    subset = await openFont(readFileSync(FONT));
  });

  it("draws every icon the code names as one icon glyph", () => {
    const inCode = iconNamesInCode();
    expect(inCode.size).toBeGreaterThan(30);
    const glyphs = iconGlyphs(subset, [...new Set([...ICON_NAMES, ...inCode])]);
    const missing = [...glyphs].filter(([, glyph]) => glyph === undefined).map(([name]) => name);
    expect(missing, "icons missing from the subset font: run npm run fonts:subset after adding them to components/ui/icon-names.ts").toEqual([]);
    const blank = [...glyphs].filter(([, glyph]) => glyph !== undefined && subset.outline(glyph).length < 20).map(([name]) => name);
    expect(blank).toEqual([]);
  });

  it("keeps only those icons: another spells out letter by letter, and the file is a fraction of the full font", async () => {
    const original = await openFont(readFileSync(ORIGINAL));
    // Not in the subset: a name the app does not use draws letter by letter.
    expect(iconGlyphs(original, ["rocket_launch"]).get("rocket_launch")).toBeDefined();
    expect(iconGlyphs(subset, ["rocket_launch"]).get("rocket_launch")).toBeUndefined();
    expect(statSync(FONT).size).toBeLessThan(statSync(ORIGINAL).size / 50);
  });
});
