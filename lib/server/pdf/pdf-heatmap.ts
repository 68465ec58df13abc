import "server-only";
import { heatmapShades, type HeatCellInput } from "@/lib/domain/charts/heatmap-layout";
import { ensureRoom, PDF_COLORS, type Pdf } from "./pdf-document";

/**
 * The weekday x hour heat map as the screen draws it (the shading of lib/domain/charts): a row per
 * weekday, a column per hour, each cell with its number of posts; hatched where there is no score.
 */
export function pdfHeatMap(pdf: Pdf, cells: HeatCellInput[], opts: { label: string; rowLabels: string[] }) {
  const { doc } = pdf;
  const labelWidth = 34;
  const size = (pdf.width - labelWidth) / 24;
  const rowHeight = Math.min(size, 16);
  ensureRoom(pdf, 18 + 12 + 7 * (rowHeight + 1));
  doc.fontSize(9).fillColor(PDF_COLORS.muted).text(opts.label, pdf.left, doc.y, { width: pdf.width });
  const top = doc.y + 4;
  doc.fontSize(6.5);
  for (let h = 0; h < 24; h++) doc.fillColor(PDF_COLORS.muted).text(String(h), pdf.left + labelWidth + h * size, top, { width: size, align: "center", lineBreak: false });
  const gridTop = top + 10;
  for (const c of heatmapShades(cells)) {
    const x = pdf.left + labelWidth + c.hour * size + 0.5;
    const y = gridTop + c.weekday * (rowHeight + 1);
    const w = size - 1;
    if (c.shade) {
      doc.save().rect(x, y, w, rowHeight).fillOpacity(c.shade.opacity).fill(c.shade.color).restore();
    } else {
      doc.save().rect(x, y, w, rowHeight).clip();
      for (let d = -rowHeight; d < w; d += 4) doc.moveTo(x + d, y + rowHeight).lineTo(x + d + rowHeight, y).lineWidth(0.6).strokeColor(PDF_COLORS.track).stroke();
      doc.restore();
    }
    if (c.posts) doc.fontSize(6.5).fillColor(c.shade?.whiteText ? "#ffffff" : PDF_COLORS.text).text(String(c.posts), x, y + (rowHeight - 6.5) / 2, { width: w, align: "center", lineBreak: false });
  }
  opts.rowLabels.forEach((label, day) => {
    doc.fontSize(7).fillColor(PDF_COLORS.muted).text(label, pdf.left, gridTop + day * (rowHeight + 1) + (rowHeight - 7) / 2, { width: labelWidth - 4, align: "right", lineBreak: false });
  });
  doc.x = pdf.left;
  doc.y = gridTop + 7 * (rowHeight + 1) + 4;
  doc.fillColor(PDF_COLORS.text).moveDown(0.8);
}
