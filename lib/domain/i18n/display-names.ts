/*
 * Names of stored codes in the reader's language: countries by ISO 3166 code and languages by
 * ISO 639 code through Intl.DisplayNames, and the message key of an inferred profile value.
 */

const cache = new Map<string, Intl.DisplayNames>();
function names(locale: string, type: "region" | "language"): Intl.DisplayNames {
  const key = `${locale}:${type}`;
  let n = cache.get(key);
  if (!n) cache.set(key, (n = new Intl.DisplayNames([locale], { type, fallback: "none" })));
  return n;
}

/** A country's name in `locale` from its ISO code; `fallback` (the stored name) when there is no code or no name for it. */
export function regionName(locale: string, code: string | null | undefined, fallback: string): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return fallback;
  return names(locale, "region").of(code.toUpperCase()) ?? fallback;
}

/** A language's name in `locale` from its code (`en`, `ja`, `pt-BR`); the code itself when Intl has no name. */
export function languageName(locale: string, code: string): string {
  try {
    return names(locale, "language").of(code) ?? code;
  } catch {
    return code;
  }
}

/** The message key of an inferred value ("IT/Tech" -> "it_tech", "50+" -> "50_plus"). */
export function inferredValueKey(value: string): string {
  return value.toLowerCase().replace(/\+/g, "_plus").replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");
}
