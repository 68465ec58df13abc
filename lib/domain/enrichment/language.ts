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

/** The language X gave, else a guess from the text (kana and hangul decide at once). */
export function detectLanguage(text: string, given: string | null | undefined): LanguageGuess {
  if (given) return { lang: given, method: "x", confidence: 1 };
  const clean = text.replace(/https?:\/\/\S+/g, " ").replace(/[@#$][\p{L}\p{N}_]+/gu, " ");
  if (KANA.test(clean)) return { lang: "ja", method: "script", confidence: 0.95 };
  if (HANGUL.test(clean)) return { lang: "ko", method: "script", confidence: 0.95 };
  const letters = clean.replace(/[^\p{L}]/gu, "").length;
  if (letters < 12) return { lang: null, method: "none", confidence: 0 };
  const code = guess(clean);
  const lang = ISO1[code] ?? null;
  if (!lang) return { lang: null, method: "none", confidence: 0 };
  return { lang, method: "franc", confidence: letters >= 60 ? 0.8 : 0.5 };
}
