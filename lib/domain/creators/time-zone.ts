/** The IANA time zone as Intl spells it ("asia/tokyo" -> "Asia/Tokyo"); null for anything that is not one (offsets like "+09:00" included). */
export function ianaTimeZone(input: string): string | null {
  const zone = input.trim();
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
