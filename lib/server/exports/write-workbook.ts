import "server-only";
import ExcelJS from "exceljs";
import { sectionTable, sheetName } from "@/lib/domain/exports/section-table";

export interface SheetSection {
  title: string;
  data: unknown;
  /** Why a section has no data for this query type, when it has none. */
  unavailable?: string;
}

/** An .xlsx workbook with one sheet per section: a bold header row, the rows, then the section's figures. */
export async function writeWorkbook(sections: SheetSection[], meta: { title: string; created: Date }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Murmur";
  book.title = meta.title;
  book.created = meta.created;
  const taken = new Set<string>();
  for (const section of sections) {
    const sheet = book.addWorksheet(sheetName(section.title, taken));
    const table = sectionTable(section.data);
    if (!table.columns.length) {
      sheet.addRow([section.unavailable ?? "No data for this section."]);
      continue;
    }
    const header = sheet.addRow(table.columns);
    header.font = { bold: true };
    sheet.views = [{ state: "frozen", ySplit: 1 }];
    for (const row of table.rows) sheet.addRow(row);
    if (table.figures.length) {
      sheet.addRow([]);
      for (const figure of table.figures) sheet.addRow(figure);
    }
    sheet.columns.forEach((column, i) => {
      const longest = Math.max(table.columns[i]?.length ?? 0, ...table.rows.map((r) => String(r[i] ?? "").length));
      column.width = Math.min(60, Math.max(10, longest + 2));
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
