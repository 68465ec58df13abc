import "server-only";
import { escapeHtml } from "@/lib/server/mail/translator";

export interface DocumentSource {
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** A material as one self-contained, printable HTML file (no scripts, no outside resources). */
export function renderDocument(doc: DocumentSource, language: string): Buffer {
  const body = doc.sections
    .map((s) => `<section><h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</section>`)
    .join("");
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title>
<style>body{font:16px/1.55 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111}h1{font-size:1.9rem}h2{font-size:1.2rem;margin-top:1.6rem}section{break-inside:avoid}</style>
</head><body><h1>${escapeHtml(doc.title)}</h1><p><strong>${escapeHtml(doc.summary)}</strong></p>${body}<footer><p>Targeting Toolkit by Murmur</p></footer></body></html>`;
  return Buffer.from(html, "utf8");
}
