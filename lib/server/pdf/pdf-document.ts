import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";

/*
 * The product's one PDF library is pdfkit (README, "How it is built"). Every PDF (campaign and plan
 * summaries, Deep Thought reports) starts here: A4, one embedded font that covers Latin and Japanese
 * (IPAexGothic, shipped unmodified beside this file under the IPA Font License; pdfkit embeds only
 * the glyphs a document uses), the house's colours, and the page-break rule the blocks share.
 */

export const FONT_FILE = path.join(process.cwd(), "lib", "server", "pdf", "fonts", "ipaexg.ttf");

export const PDF_COLORS = { text: "#111827", muted: "#6b7280", border: "#d1d5db", track: "#e5e7eb", warn: "#b45309" } as const;

export interface Pdf {
  doc: PDFKit.PDFDocument;
  /** Left edge and width of the text column. */
  left: number;
  width: number;
}

export function startPdf(meta: { title: string; language: string }): Pdf {
  const doc = new PDFDocument({ size: "A4", margin: 48, lang: meta.language, info: { Title: meta.title, Creator: "Murmur", Producer: "Murmur" }, displayTitle: true });
  doc.registerFont("body", FONT_FILE);
  doc.font("body").fillColor(PDF_COLORS.text);
  return { doc, left: doc.page.margins.left, width: doc.page.width - doc.page.margins.left - doc.page.margins.right };
}

/** Starts a new page when the next block of `height` points would not fit on this one. */
export function ensureRoom(pdf: Pdf, height: number) {
  const bottom = pdf.doc.page.height - pdf.doc.page.margins.bottom;
  if (pdf.doc.y + height > bottom) pdf.doc.addPage();
}

/** The finished file's bytes. */
export function finishPdf(pdf: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.doc.on("data", (c: Buffer) => chunks.push(c));
    pdf.doc.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.doc.on("error", reject);
    pdf.doc.end();
  });
}
