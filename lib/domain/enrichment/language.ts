import { trigramLanguageGuesser } from "./trigram-language";

/** ISO 639-3 (franc) -> the ISO 639-1 codes X uses. */
const ISO1: Record<string, string> = {
  eng: "en", spa: "es", por: "pt", fra: "fr", deu: "de", ita: "it", nld: "nl", jpn: "ja", kor: "ko",
  cmn: "zh", rus: "ru", ukr: "uk", arb: "ar", tur: "tr", pol: "pl", ind: "in", zlm: "ms", tha: "th",
  hin: "hi", ben: "bn", urd: "ur", pes: "fa", vie: "vi", swe: "sv", ces: "cs", ron: "ro", hun: "hu",
  ell: "el", heb: "iw", tgl: "tl", swh: "sw", hau: "ha", yor: "yo", ibo: "ig", amh: "am", tam: "ta",
  tel: "te", mar: "mr", guj: "gu", kan: "kn", mal: "ml", pan: "pa", nep: "ne", sin: "si", mya: "my",
  khm: "km", uzn: "uz", azj: "az", kaz: "kk", bel: "be", bul: "bg", srp: "sr", hrv: "hr", slk: "sk",
};

export interface LanguageGuess {
  lang: string | null;
  method: "x" | "franc" | "script" | "none";
  confidence: number;
}

const guess = trigramLanguageGuesser(Object.keys(ISO1), 12);
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\uac00-\ud7af]/;
const URLS = /https?:\/\/\S+/g;
const TAG = /[@#$][\p{L}\p{N}_]+/gu;
const MAY_HAVE_TAG = /[@#$]/;
const LETTER = /^\p{L}$/u;
/** Per UTF-16 code unit outside the surrogates: 1 a letter, 2 not, 0 not yet asked. */
const letterUnits = new Uint8Array(65536);

/** UTF-16 length of the text's letters (what removing every non-letter would leave). */
function letterLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        if (LETTER.test(text.slice(i, i + 2))) n += 2;
        i += 1;
      }
      continue;
    }
    let known = letterUnits[unit];
    if (!known) letterUnits[unit] = known = LETTER.test(text[i]) ? 1 : 2;
    if (known === 1) n += 1;
  }
  return n;
}

/** The language X gave, else a guess from the text (kana and hangul decide at once). */
export function detectLanguage(text: string, given: string | null | undefined): LanguageGuess {
  if (given) return { lang: given, method: "x", confidence: 1 };
  let clean = text.includes("http") ? text.replace(URLS, " ") : text;
  if (MAY_HAVE_TAG.test(clean)) clean = clean.replace(TAG, " ");
  if (KANA.test(clean)) return { lang: "ja", method: "script", confidence: 0.95 };
  if (HANGUL.test(clean)) return { lang: "ko", method: "script", confidence: 0.95 };
  const letters = letterLength(clean);
  if (letters < 12) return { lang: null, method: "none", confidence: 0 };
  const code = guess(clean);
  const lang = ISO1[code] ?? null;
  if (!lang) return { lang: null, method: "none", confidence: 0 };
  return { lang, method: "franc", confidence: letters >= 60 ? 0.8 : 0.5 };
}
