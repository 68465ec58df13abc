/*
 * Payouts pasted or imported as CSV: one line per period, "period_start,period_end,amount" (a
 * header line naming them is skipped; amounts may carry a currency sign or thousands commas
 * inside quotes). Each line's fields are handed back as text for the schema to check.
 */

export interface PayoutCsvLine {
  line: number;
  period_start: string;
  period_end: string;
  amount: string;
}

function cells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((c) => c.trim());
}

export function parsePayoutCsv(text: string): { lines: PayoutCsvLine[]; problems: string[] } {
  const lines: PayoutCsvLine[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const c = cells(raw);
    if (i === 0 && /start/i.test(c[0] ?? "")) return;
    if (c.length !== 3) return void problems.push(`Line ${i + 1}: expected period start, period end and amount separated by commas.`);
    lines.push({ line: i + 1, period_start: c[0], period_end: c[1], amount: c[2].replace(/^[$€£¥]/, "").replace(/,/g, "") });
  });
  return { lines, problems };
}
