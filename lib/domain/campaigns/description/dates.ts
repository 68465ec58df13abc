/*
 * A campaign's flight stated in a description: dates ("2027-01-10", "Jan 10", "10 January 2027",
 * "1月10日", "2027年1月10日"), relative days ("tomorrow", "next month", "明日", "来月") and a
 * length ("for 2 weeks", "30日間"). Days are "YYYY-MM-DD" (UTC); a date without a year is its
 * next occurrence from today, and an end before its start is in the following year.
 */

export interface StatedFlight {
  start: string | null;
  end: string | null;
}

const DAY_MS = 86_400_000;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const addDays = (d: string, n: number) => day(ms(d) + n * DAY_MS);

function addMonths(d: string, n: number): string {
  const [y, m, dd] = d.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return day(Date.UTC(y, m - 1 + n, Math.min(dd, last)));
}

/** A real calendar day, or null (February 30th is not). */
function calendarDay(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCMonth() === m - 1 ? day(at.getTime()) : null;
}

/** A month and day without a year: this year's, or next year's once this year's has passed. */
function nextOccurrence(m: number, d: number, today: string): string | null {
  const y = Number(today.slice(0, 4));
  const thisYear = calendarDay(y, m, d);
  return thisYear && thisYear >= today ? thisYear : calendarDay(y + 1, m, d);
}

type Found = { at: number; day: string; yearless: boolean };

function statedDays(text: string, today: string): Found[] {
  const found: Found[] = [];
  const push = (at: number, value: string | null, yearless: boolean) => value && found.push({ at, day: value, yearless });
  for (const m of text.matchAll(/\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b/g)) push(m.index!, calendarDay(+m[1], +m[2], +m[3]), false);
  for (const m of text.matchAll(/(?:(\d{4})年\s*)?(\d{1,2})月\s*(\d{1,2})日/g)) push(m.index!, m[1] ? calendarDay(+m[1], +m[2], +m[3]) : nextOccurrence(+m[2], +m[3], today), !m[1]);
  const month = (w: string) => MONTHS.indexOf(w.slice(0, 3).toLowerCase()) + 1;
  for (const m of text.matchAll(new RegExp(String.raw`\b${MONTH_WORD}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?`, "gi")))
    push(m.index!, m[3] ? calendarDay(+m[3], month(m[1]), +m[2]) : nextOccurrence(month(m[1]), +m[2], today), !m[3]);
  for (const m of text.matchAll(new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_WORD}(?:,?\s+(\d{4})\b)?`, "gi")))
    push(m.index!, m[3] ? calendarDay(+m[3], month(m[2]), +m[1]) : nextOccurrence(month(m[2]), +m[1], today), !m[3]);
  const relative: [RegExp, () => string][] = [
    [/\btomorrow\b|明日/gi, () => addDays(today, 1)],
    [/\btoday\b|今日|本日/gi, () => today],
    [/\bnext week\b|来週/gi, () => addDays(today, ((8 - new Date(ms(today)).getUTCDay()) % 7) || 7)],
    [/\bnext month\b|来月/gi, () => `${addMonths(today, 1).slice(0, 8)}01`],
  ];
  for (const [re, value] of relative) for (const m of text.matchAll(re)) push(m.index!, value(), false);
  return found.sort((a, b) => a.at - b.at);
}

/** How long the flight runs, as a function of its start day ("for 2 weeks", "30日間", "1ヶ月"). */
function statedLength(text: string): ((start: string) => string) | null {
  const en = new RegExp(String.raw`\bfor\s+(\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")})\s+(day|week|month)s?\b`, "i").exec(text);
  const ja = /(\d{1,3})\s*(日間|週間|ヶ月|か月|カ月|ヵ月|ケ月)/.exec(text);
  const m = en ?? ja;
  if (!m) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1].toLowerCase()];
  if (!(n > 0)) return null;
  const unit = m[2].toLowerCase();
  if (unit === "day" || unit === "日間") return (s) => addDays(s, n - 1);
  if (unit === "week" || unit === "週間") return (s) => addDays(s, 7 * n - 1);
  return (s) => addDays(addMonths(s, n), -1);
}

export function statedFlight(text: string, today: string): StatedFlight {
  const days = statedDays(text, today);
  const first = days[0] ?? null;
  const end = days.find((d) => d.at > (first?.at ?? -1) && d.day !== first?.day) ?? null;
  const start = first?.day ?? null;
  let endDay = end?.day ?? null;
  // "Dec 20 to Jan 10" without years: the end is in the year after the start.
  if (start && endDay && end?.yearless && endDay <= start) endDay = nextOccurrence(Number(endDay.slice(5, 7)), Number(endDay.slice(8, 10)), addDays(start, 1));
  if (!endDay) {
    const length = statedLength(text);
    if (length) return { start: start ?? addDays(today, 1), end: length(start ?? addDays(today, 1)) };
  }
  return { start, end: endDay };
}
