// Reads an icon font the way a browser does: HarfBuzz turns an icon's name into its ligature glyph.
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";

export interface IconFont {
  /** The glyphs HarfBuzz draws for this text with the font's default features (ligatures on). */
  shape(text: string): number[];
  /** The glyph's outline as an SVG path ("" when it draws nothing). */
  outline(glyph: number): string;
  /** The code points the font maps straight to these glyphs. */
  codePointsOf(glyphs: Set<number>): number[];
}

/** Opens a font file (WOFF2, WOFF or TrueType) for shaping. */
export async function openFont(file: Buffer): Promise<IconFont> {
  const sfnt = await convert(file, "truetype");
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
  const font = new hb.Font(face);
  const shape = (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphInfos().map((g) => g.codepoint);
  };
  return {
    shape,
    outline: (glyph) => font.glyphToPath(glyph),
    codePointsOf: (glyphs) => [...face.collectUnicodes()].filter((c) => glyphs.has(shape(String.fromCodePoint(c))[0])),
  };
}

/** Each name's glyph when the font draws the name as one icon (a single ligature glyph), else undefined. */
export function iconGlyphs(font: IconFont, names: readonly string[]): Map<string, number | undefined> {
  return new Map(
    names.map((name) => {
      const glyphs = font.shape(name);
      return [name, glyphs.length === 1 && glyphs[0] !== 0 ? glyphs[0] : undefined];
    }),
  );
}
