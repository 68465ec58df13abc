"use client";
import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { api } from "../http/api";
import { loadOnce } from "../http/load-once";

type Names = Map<string, string>;

/** English country names (and aliases) to the Japanese names the reference data holds. */
const japaneseCountries = loadOnce(async () => {
  const { countries } = await api().request<{ countries: { label: string; name_ja: string; aliases: string[] }[] }>("GET", "/api/targeting-countries/");
  return new Map(countries.flatMap((c) => [c.label, ...c.aliases].map((name) => [name.toLowerCase(), c.name_ja] as const)));
});

/** English language names to Japanese, through their ISO 639-1 codes and the browser's ICU names. */
const japaneseLanguages = loadOnce(async () => {
  const { languages } = await api().request<{ languages: { code: string; label: string }[] }>("GET", "/api/languages/");
  const ja = new Intl.DisplayNames(["ja"], { type: "language" });
  return new Map(languages.map((l) => [l.label.toLowerCase(), ja.of(l.code) ?? l.label] as const));
});

function useJapaneseNames(load: () => Promise<Names>): (name: string) => string {
  const locale = useLocale();
  const [names, setNames] = useState<Names | null>(null);
  useEffect(() => {
    if (locale !== "ja") return;
    let live = true;
    // Without the list the English names still read correctly, so a failure only leaves them.
    load().then((m) => live && setNames(m), () => undefined);
    return () => {
      live = false;
    };
  }, [locale, load]);
  return useCallback((name: string) => (locale === "ja" ? (names?.get(name.toLowerCase()) ?? name) : name), [locale, names]);
}

/** A country name in the UI's language; names it does not know (regions, states) stay as they are. */
export const useCountryLabel = () => useJapaneseNames(japaneseCountries);
/** A language name in the UI's language. */
export const useLanguageLabel = () => useJapaneseNames(japaneseLanguages);
