import "server-only";

/* The product's PDF layer (pdfkit): every PDF is made of these blocks. */
export { finishPdf, startPdf, type Pdf } from "./pdf-document";
export { pdfHeading, pdfList, pdfParagraph, pdfTitle } from "./pdf-text";
export { pdfKeyValues, pdfTable, type PdfColumn } from "./pdf-tables";
export { pdfBarChart, pdfLineChart } from "./pdf-charts";
export { pdfHeatMap } from "./pdf-heatmap";
