import "server-only";
import { barChartLayout, type BarDatum } from "@/lib/domain/charts/bar-chart-layout";
import { lineChartLayout, monthDay, type Series } from "@/lib/domain/charts/line-chart-layout";
import { ensureRoom, PDF_COLORS, type Pdf } from "./pdf-document";

/*
 * The screen's charts as vector drawings: the same layout functions the page's SVG uses
 * (lib/domain/charts), scaled to the text column, with the same colours, grid and axis labels.
 */

/** Lines over time with the y axis's three grid values and the date labels; a legend when there are several lines. */
export function pdfLineChart(pdf: Pdf, series: Series[], opts: { label: string; tick?: (x: string) => string }) {
  const { doc } = pdf;
  const chart = lineChartLayout(series, opts.tick ?? monthDay);
  const k = pdf.width / chart.width;
  const legend = chart.lines.length > 1 ? 16 : 0;
  ensureRoom(pdf, chart.height * k + 18 + legend);
  doc.fontSize(9).fillColor(PDF_COLORS.muted).text(opts.label, pdf.left, doc.y, { width: pdf.width });
  const top = doc.y + 4;
  const px = (x: number) => pdf.left + x * k;
  const py = (y: number) => top + y * k;
  doc.fontSize(10 * k);
  for (const g of chart.grid) {
    doc.moveTo(px(g.x1), py(g.y)).lineTo(px(g.x2), py(g.y)).lineWidth(0.5).dash(2 * k, { space: 3 * k }).strokeColor(PDF_COLORS.border).stroke().undash();
    doc.fillColor(PDF_COLORS.muted).text(g.label, pdf.left, py(g.y) - 4 * k, { width: px(g.x1 - 6) - pdf.left, align: "right", lineBreak: false });
  }
  for (const l of chart.xLabels) {
    doc.fillColor(PDF_COLORS.muted).text(l.label, px(l.x) - 30, py(l.y) - 8 * k, { width: 60, align: "center", lineBreak: false });
  }
  for (const line of chart.lines) {
    if (!line.points.length) continue;
    const [first, ...rest] = line.points;
    doc.moveTo(px(first[0]), py(first[1]));
    for (const [x, y] of rest) doc.lineTo(px(x), py(y));
    doc.lineWidth(2 * k).lineJoin("round").strokeColor(line.color).stroke();
  }
  doc.y = top + chart.height * k + 6;
  if (legend) {
    let x = pdf.left;
    doc.fontSize(8);
    for (const line of chart.lines) {
      doc.rect(x, doc.y + 3, 14, 1.5).fill(line.color);
      doc.fillColor(PDF_COLORS.text).text(line.name, x + 18, doc.y, { lineBreak: false });
      x += 18 + doc.widthOfString(line.name) + 12;
    }
    doc.y += legend;
  }
  doc.x = pdf.left;
  doc.fillColor(PDF_COLORS.text).moveDown(0.8);
}

/** Horizontal bars, one row per label, with the value's text (already formatted) at the end. */
export function pdfBarChart(pdf: Pdf, rows: (BarDatum & { text: string })[], opts: { label: string; colorful?: boolean }) {
  const { doc } = pdf;
  const bars = barChartLayout(rows, { max: rows.length, colorful: opts.colorful });
  const rowHeight = 16;
  ensureRoom(pdf, bars.length * rowHeight + 18);
  doc.fontSize(9).fillColor(PDF_COLORS.muted).text(opts.label, pdf.left, doc.y, { width: pdf.width });
  const labelWidth = pdf.width * 0.28;
  const valueWidth = pdf.width * 0.2;
  const trackX = pdf.left + labelWidth + 8;
  const trackWidth = pdf.width - labelWidth - valueWidth - 16;
  let y = doc.y + 4;
  bars.forEach((bar, i) => {
    doc.fontSize(9).fillColor(PDF_COLORS.text).text(bar.label, pdf.left, y, { width: labelWidth, ellipsis: true, lineBreak: false });
    doc.roundedRect(trackX, y + 2, trackWidth, 6, 3).fill(PDF_COLORS.track);
    if (bar.fraction > 0) doc.roundedRect(trackX, y + 2, Math.max(6, trackWidth * bar.fraction), 6, 3).fill(bar.color);
    doc.fillColor(PDF_COLORS.muted).text(rows[i].text, trackX + trackWidth + 8, y, { width: valueWidth, align: "right", lineBreak: false });
    y += rowHeight;
  });
  doc.x = pdf.left;
  doc.y = y;
  doc.fillColor(PDF_COLORS.text).moveDown(0.8);
}
