/*
 * Unicode classes of code points (letter, number, Extended_Pictographic), each asked of a regular
 * expression once and remembered, so the tokenisers can scan text by hand instead of running a
 * Unicode-property expression over it.
 */
export const LETTER = 1;
export const NUMBER = 2;
export const PICTOGRAPHIC = 4;
const KNOWN = 8;

const IS_LETTER = /^\p{L}$/u;
const IS_NUMBER = /^\p{N}$/u;
const IS_PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const bmp = new Uint8Array(65536);
const astral = new Map<number, number>();

function ask(ch: string): number {
  return KNOWN | (IS_LETTER.test(ch) ? LETTER : 0) | (IS_NUMBER.test(ch) ? NUMBER : 0) | (IS_PICTOGRAPHIC.test(ch) ? PICTOGRAPHIC : 0);
}

/** The classes of a code point (as `String.prototype.codePointAt` gives it; a lone surrogate has none). */
export function classOf(cp: number): number {
  if (cp < 0x10000) {
    let k = bmp[cp];
    if (!k) bmp[cp] = k = ask(String.fromCharCode(cp));
    return k;
  }
  let k = astral.get(cp);
  if (k === undefined) astral.set(cp, (k = ask(String.fromCodePoint(cp))));
  return k;
}
