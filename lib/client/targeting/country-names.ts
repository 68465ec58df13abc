"use client";
import { useCallback, useEffect, useState } from "react";
import { useLocale } from "next-intl";
import { api } from "../http/api";

type Country = { label: string; name_ja: string; aliases: string[] };

let pending: Promise<Map<string, string>> | null = null;

/** English country names (and aliases) to Japanese, fetched once; a failed load is retried by the next caller. */
function japaneseNames(): Promise<Map<string, string>> {
  pending ??= api()
    .request<{ countries: Country[] }>("GET", "/api/targeting-countries/")
    .then(({ countries }) => new Map(countries.flatMap((c) => [c.label, ...c.aliases].map((name) => [name.toLowerCase(), c.name_ja] as const))))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** A country name in the UI's language; names it does not know (regions, states) stay as they are. */
export function useCountryLabel(): (name: string) => string {
  const locale = useLocale();
  const [names, setNames] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    if (locale !== "ja") return;
    let live = true;
    // Without the list the English names still read correctly, so a failure only leaves them.
    japaneseNames().then((m) => live && setNames(m), () => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return useCallback((name: string) => (locale === "ja" ? (names?.get(name.toLowerCase()) ?? name) : name), [locale, names]);
}
