import "server-only";
import { ensureRoom, PDF_COLORS, type Pdf } from "./pdf-document";

/* Tables of the product's PDFs: label-value pairs, and rows under a header (numbers right-aligned). */

export interface PdfColumn {
  name: string;
  align?: "start" | "end";
  /** Relative width (1 unless said). */
  weight?: number;
}

const CELL_PAD = 4;
const SIZE = 9.5;

function row(pdf: Pdf, cells: string[], columns: PdfColumn[], header: boolean) {
  const { doc } = pdf;
  const total = columns.reduce((t, c) => t + (c.weight ?? 1), 0);
  const widths = columns.map((c) => (pdf.width * (c.weight ?? 1)) / total);
  doc.fontSize(SIZE);
  const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: widths[i] - 2 * CELL_PAD }))) + 2 * CELL_PAD;
  ensureRoom(pdf, height);
  const top = doc.y;
  let x = pdf.left;
  cells.forEach((text, i) => {
    doc.fillColor(header ? PDF_COLORS.muted : PDF_COLORS.text).text(text, x + CELL_PAD, top + CELL_PAD, { width: widths[i] - 2 * CELL_PAD, align: columns[i].align === "end" ? "right" : "left" });
    x += widths[i];
  });
  doc.moveTo(pdf.left, top + height).lineTo(pdf.left + pdf.width, top + height).lineWidth(0.5).strokeColor(PDF_COLORS.border).stroke();
  doc.x = pdf.left;
  doc.y = top + height;
}

export function pdfTable(pdf: Pdf, columns: PdfColumn[], rows: string[][]) {
  row(pdf, columns.map((c) => c.name), columns, true);
  for (const cells of rows) row(pdf, cells, columns, false);
  pdf.doc.fillColor(PDF_COLORS.text).moveDown(0.8);
}

/** Label-value pairs, two columns, no header. */
export function pdfKeyValues(pdf: Pdf, pairs: [string, string][]) {
  const columns: PdfColumn[] = [{ name: "", weight: 2 }, { name: "", weight: 3 }];
  for (const cells of pairs) row(pdf, cells, columns, false);
  pdf.doc.fillColor(PDF_COLORS.text).moveDown(0.8);
}
