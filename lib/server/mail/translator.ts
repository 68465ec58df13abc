import "server-only";
import { serverTranslator } from "@/lib/server/i18n/translator";

/** Translations for an e-mail, in the recipient's language (English when unknown). */
export const mailTranslator = serverTranslator;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Minimal, readable HTML for a mail made of paragraphs (every value escaped). */
export function paragraphsHtml(paragraphs: string[]): string {
  return `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("")}</div>`;
}
