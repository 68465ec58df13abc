export const SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

/** "Nov 22, 2026" in English, "2026年11月22日" in Japanese; empty for a value that is not a date. */
export function formatShortDate(value: Date | string | number | null | undefined, locale: string, timeZone?: string): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { ...SHORT_DATE_OPTIONS, timeZone }).format(date);
}
