import "server-only";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import { isLocale, type Locale } from "@/lib/domain/locale";

const MESSAGES = { en, ja } as const;

/** Translations for an e-mail, in the recipient's language (English when unknown). */
export function mailTranslator(language: string | null | undefined) {
  const locale: Locale = isLocale(language) ? language : "en";
  return createTranslator({ locale, messages: MESSAGES[locale] });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Minimal, readable HTML for a mail made of paragraphs (every value escaped). */
export function paragraphsHtml(paragraphs: string[]): string {
  return `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}</div>`;
}
