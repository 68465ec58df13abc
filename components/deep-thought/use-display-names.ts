"use client";
import { useLocale, useTranslations } from "next-intl";
import { inferredValueKey, languageName, regionName } from "@/lib/domain/i18n/display-names";

/** Countries, languages and inferred profile values as the viewer's language names them (the stored value where it has no name). */
export function useDisplayNames() {
  const locale = useLocale();
  const t = useTranslations("deepThought.enrichments.values");
  const tx = useTranslations("deepThought.xstats");
  return {
    country: (name: string, code: string | null) => regionName(locale, code, name),
    // X marks posts it cannot tell the language of as "und".
    language: (code: string) => (code === "und" ? tx("unknownLanguage") : languageName(locale, code)),
    inferred: (field: string, value: string) => {
      const key = `${field}.${inferredValueKey(value)}` as "gender.male";
      return t.has(key) ? t(key) : value;
    },
  };
}
