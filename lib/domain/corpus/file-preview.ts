import { MAPPABLE_FIELDS, type ColumnMap } from "./column-map";
import { knownShapeOf, type KnownCsvShape } from "./csv-known-shapes";

/*
 * What the import page shows of a file before it is sent: its kind (from the name), and for a CSV
 * the header, the first rows and whether the header is a known shape or needs a column mapping.
 */

export type ImportFileKind = "x-json" | "csv" | "x-archive";

/** The kind of a file from its name, or null when the name says nothing we read. */
export function importKindOf(name: string): ImportFileKind | null {
  const ext = name.toLowerCase().match(/\.[a-z]+$/)?.[0];
  if (ext === ".csv") return "csv";
  if (ext === ".js") return "x-archive";
  if (ext === ".jsonl" || ext === ".json" || ext === ".ndjson") return "x-json";
  return null;
}

/** CSV records of `text` (quoted fields, doubled quotes, line breaks inside quotes); a last record cut off by the end of `text` is left out unless `complete`. */
export function parseCsvRecords(text: string, limit: number, complete = false): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length && records.length < limit; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    }
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (complete && records.length < limit && (field || record.length)) records.push([...record, field]);
  return records;
}

export interface FilePreview {
  kind: ImportFileKind | null;
  header: string[];
  rows: string[][];
  /** The known CSV shape the header is, or null (a mapping is needed). */
  shape: KnownCsvShape | null;
}

/** The preview of a file from its name and its first bytes as text (`complete` when that is the whole file). */
export function previewFile(name: string, head: string, complete: boolean, rows = 5): FilePreview {
  const kind = importKindOf(name);
  if (kind !== "csv") return { kind, header: [], rows: [], shape: null };
  const [header = [], ...rest] = parseCsvRecords(head.replace(/^\uFEFF/, ""), rows + 1, complete);
  return { kind, header, rows: rest, shape: knownShapeOf(header) };
}

/** A first guess at the mapping: each field to the column of the same name (case-insensitive), if any. */
export function guessColumnMap(header: readonly string[]): ColumnMap {
  const have = new Map(header.map((h) => [h.trim().toLowerCase(), h.trim().toLowerCase()]));
  const map: ColumnMap = {};
  for (const field of MAPPABLE_FIELDS) if (have.has(field)) map[field] = have.get(field);
  return map;
}

/** The mapping as `field=column,...` (what the import takes), leaving out fields mapped to nothing. */
export const columnMapSpec = (map: ColumnMap): string =>
  Object.entries(map)
    .filter(([, column]) => column)
    .map(([field, column]) => `${field}=${column}`)
    .join(",");
