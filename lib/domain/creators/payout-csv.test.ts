import { describe, expect, it } from "vitest";
import { parsePayoutCsv } from "./payout-csv";

describe("payout CSV", () => {
  it("reads one period a line, skipping a header and blank lines, and strips a currency sign and thousands commas", () => {
    const r = parsePayoutCsv('period_start,period_end,amount\n2026-09-01,2026-09-14,"$1,204.50"\n\n2026-09-15,2026-09-28,98\n');
    expect(r.problems).toEqual([]);
    expect(r.lines).toEqual([
      { line: 2, period_start: "2026-09-01", period_end: "2026-09-14", amount: "1204.50" },
      { line: 4, period_start: "2026-09-15", period_end: "2026-09-28", amount: "98" },
    ]);
  });

  it("names the line that does not have three fields", () => {
    expect(parsePayoutCsv("2026-09-01,2026-09-14\n").problems).toEqual(["Line 1: expected period start, period end and amount separated by commas."]);
  });
});
