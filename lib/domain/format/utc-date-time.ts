const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A UTC "YYYY-MM-DD HH:mm:ss" string as a Date, or null when it is not that format or not a real
 * moment (2026-02-30, 24:00:00, 12:60:00): Date would silently roll those over.
 */
export function parseUtcDateTime(text: string): Date | null {
  const m = PATTERN.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const same =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && date.getUTCHours() === h && date.getUTCMinutes() === mi && date.getUTCSeconds() === s;
  return same ? date : null;
}
