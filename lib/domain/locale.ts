export const LOCALES = ["en", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** Cookie that carries the signed-in user's language (set when they choose it). */
export const LOCALE_COOKIE = "murmur-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Best supported language from an Accept-Language header, by quality then order. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => x.base && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.base).find(isLocale) ?? null;
}

/** The user's own language first, then the browser's, then English. */
export function chooseLocale(userLanguage: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const own = userLanguage?.toLowerCase().split("-")[0];
  if (isLocale(own)) return own;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Query parameter that names a page's language explicitly (the hreflang alternates of public pages link to it). */
export const LANGUAGE_PARAM = "hl";

/** The language a path's `?hl=` asks for, when it is one we have. */
export function localeFromPath(path: string | null | undefined): Locale | null {
  if (!path) return null;
  const query = path.split("?")[1];
  const value = query ? new URLSearchParams(query).get(LANGUAGE_PARAM) : null;
  return isLocale(value) ? value : null;
}
