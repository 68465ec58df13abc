"use client";
import { useCallback } from "react";
import { useLocale } from "next-intl";
import { useJapaneseCountriesQuery, useJapaneseLanguagesQuery } from "../queries/reference";

type Names = Map<string, string> | undefined;

// Without the list the English names still read correctly, so a failure only leaves them.
function useNameIn(locale: string, names: Names): (name: string) => string {
  return useCallback((name: string) => (locale === "ja" ? (names?.get(name.toLowerCase()) ?? name) : name), [locale, names]);
}

/** A country name in the UI's language; names it does not know (regions, states) stay as they are. */
export function useCountryLabel() {
  const locale = useLocale();
  return useNameIn(locale, useJapaneseCountriesQuery(locale === "ja").data);
}

/** A language name in the UI's language. */
export function useLanguageLabel() {
  const locale = useLocale();
  return useNameIn(locale, useJapaneseLanguagesQuery(locale === "ja").data);
}
