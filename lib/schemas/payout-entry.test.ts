import { describe, expect, it } from "vitest";
import { payoutEntrySchema } from "./creator-posts";

describe("a payout as the creator enters it", () => {
  it("takes a period of real days", () => {
    expect(payoutEntrySchema.safeParse({ period_start: "2024-02-26", period_end: "2024-02-29", amount: "12.50" }).success).toBe(true);
  });

  it("refuses days that do not exist, on their field, before the database sees them", () => {
    const month85 = payoutEntrySchema.safeParse({ period_start: "0838-85-06", period_end: "2024-01-07", amount: 1 });
    expect(month85.success).toBe(false);
    expect(month85.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["period_start", "Period start must be a date (YYYY-MM-DD)"]]);
    const feb30 = payoutEntrySchema.safeParse({ period_start: "2023-02-01", period_end: "2023-02-30", amount: 1 });
    expect(feb30.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["period_end", "Period end must be a date (YYYY-MM-DD)"]]);
  });
});
