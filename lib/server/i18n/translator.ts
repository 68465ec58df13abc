import "server-only";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { isLocale, type Locale } from "@/lib/domain/locale";

const MESSAGES = { en, ja } as const;

/** Translations outside a page (e-mails, PDFs), in the reader's language (English when unknown). */
export function serverTranslator(language: string | null | undefined) {
  const locale: Locale = isLocale(language) ? language : "en";
  return createTranslator({ locale, messages: MESSAGES[locale] });
}

export type ServerTranslator = ReturnType<typeof serverTranslator>;
