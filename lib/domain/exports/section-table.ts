/**
 * A section result of the analysis engine as one flat table (a sheet of the xlsx export): the
 * section's main list (rows, series, snapshots …) with one column per field, followed by its
 * scalar figures (base, coverage, population …) as label/value lines.
 */

export type Cell = string | number | boolean | null;

export interface SectionTable {
  columns: string[];
  rows: Cell[][];
  /** Scalar figures of the section, such as base and coverage. */
  figures: [string, Cell][];
}

const LIST_KEYS = ["rows", "series", "new_followers", "snapshots", "accounts", "overlaps"];
/** Columns that name a row come first, whatever order the engine gave them in. */
const NAMING_KEYS = ["label", "handle", "name", "keyword", "topic", "day", "start"];

/** "followers_count" -> "Followers count". */
export function columnTitle(key: string): string {
  const words = key.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ");
  return JSON.stringify(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The first list of records a section carries (its table), preferring the usual names. */
function mainList(data: Record<string, unknown>): { key: string; list: Record<string, unknown>[] } | null {
  const keys = [...LIST_KEYS.filter((k) => k in data), ...Object.keys(data).filter((k) => !LIST_KEYS.includes(k))];
  const lists = keys.filter((k) => Array.isArray(data[k]) && (data[k] as unknown[]).every(isRecord)) as string[];
  const chosen = lists.find((k) => (data[k] as unknown[]).length) ?? lists[0];
  return chosen ? { key: chosen, list: data[chosen] as Record<string, unknown>[] } : null;
}

export function sectionTable(data: unknown): SectionTable {
  if (data === null || data === undefined) return { columns: [], rows: [], figures: [] };
  if (Array.isArray(data)) return sectionTable({ rows: data });
  if (!isRecord(data)) return { columns: ["Value"], rows: [[cell(data)]], figures: [] };
  const main = mainList(data);
  const figures = Object.entries(data)
    .filter(([k, v]) => k !== main?.key && !(Array.isArray(v) && v.every(isRecord)))
    .map(([k, v]) => [columnTitle(k), cell(v)] as [string, Cell]);
  if (!main) return { columns: ["Field", "Value"], rows: figures.map(([k, v]) => [k, v]), figures: [] };
  const seen: string[] = [];
  for (const row of main.list) for (const k of Object.keys(row)) if (!seen.includes(k)) seen.push(k);
  const keys = [...NAMING_KEYS.filter((k) => seen.includes(k)), ...seen.filter((k) => !NAMING_KEYS.includes(k))];
  return { columns: keys.map(columnTitle), rows: main.list.map((row) => keys.map((k) => cell(row[k]))), figures };
}

/**
 * A valid, unique sheet name (Excel: at most 31 characters, none of : \ / ? * [ ], not blank,
 * not starting or ending with an apostrophe).
 */
export function sheetName(title: string, taken: Set<string>): string {
  const clean = title.replace(/[:\\/?*[\]]/g, " ").replace(/\s+/g, " ").trim().replace(/^'+|'+$/g, "") || "Sheet";
  let name = clean.slice(0, 31).trim();
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = clean.slice(0, 31 - suffix.length).trim() + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}
