import "server-only";
import { ensureRoom, PDF_COLORS, type Pdf } from "./pdf-document";

/* Headings and paragraphs of the product's PDFs. */

export function pdfTitle(pdf: Pdf, title: string, subtitle?: string) {
  pdf.doc.fontSize(20).fillColor(PDF_COLORS.text).text(title, pdf.left, pdf.doc.y, { width: pdf.width });
  if (subtitle) pdf.doc.moveDown(0.2).fontSize(10).fillColor(PDF_COLORS.muted).text(subtitle, { width: pdf.width });
  pdf.doc.moveDown(1).fillColor(PDF_COLORS.text);
}

export function pdfHeading(pdf: Pdf, text: string) {
  ensureRoom(pdf, 60);
  pdf.doc.moveDown(0.6).fontSize(13).fillColor(PDF_COLORS.text).text(text, pdf.left, pdf.doc.y, { width: pdf.width });
  pdf.doc.moveDown(0.4);
}

export function pdfParagraph(pdf: Pdf, text: string, tone: "text" | "muted" | "warn" = "text") {
  pdf.doc.fontSize(10);
  ensureRoom(pdf, pdf.doc.heightOfString(text, { width: pdf.width }) + 4);
  pdf.doc.fillColor(PDF_COLORS[tone]).text(text, pdf.left, pdf.doc.y, { width: pdf.width });
  pdf.doc.moveDown(0.3).fillColor(PDF_COLORS.text);
}

/** A bulleted list. */
export function pdfList(pdf: Pdf, items: string[]) {
  for (const item of items) pdfParagraph(pdf, `•  ${item}`);
}
