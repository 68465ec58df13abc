import { AGES, genderTargetingValue, PLACEMENTS } from "./options";
import type { AppliedTargeting } from "./targeting-package";

/*
 * A targeting package as a sheet laid out like X Ads Editor's line-item targeting columns: one row
 * per line item, several values in one cell separated by semicolons. Built from the applied
 * targeting, so the sheet holds exactly what the extension would fill.
 */

export const SHEET_COLUMNS = [
  "Line item name",
  "Keywords",
  "Hashtags",
  "Follower look-alikes",
  "Interests",
  "Conversation topics",
  "Movies and TV shows",
  "Locations",
  "Countries",
  "Languages",
  "Network operators",
  "Age",
  "Gender",
  "Placements",
  "Custom audiences",
] as const;

const SEP = "; ";
const ageLabel = (code: string | null) => (code ? (AGES.find((a) => a.value === code)?.label ?? code) : "");
const genderLabel = (g: string | null) => ({ 1: "Male", 2: "Female" } as Record<number, string>)[genderTargetingValue(g) ?? 0] ?? "Any";
const placementLabel = (p: string) => PLACEMENTS.find((o) => o.value === p)?.label ?? p;

export function sheetRow(name: string, t: AppliedTargeting): string[] {
  return [
    name,
    t.keywords.join(SEP),
    t.hashtags.join(SEP),
    t.handles.map((h) => h.replace(/^@/, "")).join(SEP),
    t.interests.join(SEP),
    t.conversation_topics.join(SEP),
    t.movies_tv_shows.join(SEP),
    t.locations.join(SEP),
    t.countries.join(SEP),
    t.languages.join(SEP),
    t.network_operators.join(SEP),
    ageLabel(t.age),
    genderLabel(t.gender),
    t.placements.map(placementLabel).join(SEP),
    t.custom_audiences.join(SEP),
  ];
}

// A cell starting with = + - @ (or a tab/CR) would run as a formula in a spreadsheet: prefix a quote.
const neutralise = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const csvCell = (cell: string) => {
  const safe = neutralise(cell);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The sheet as CSV (RFC 4180, CRLF line ends), header first. */
export function targetingSheetCsv(rows: { name: string; targeting: AppliedTargeting }[]): string {
  const lines = [SHEET_COLUMNS as readonly string[], ...rows.map((r) => sheetRow(r.name, r.targeting))];
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
