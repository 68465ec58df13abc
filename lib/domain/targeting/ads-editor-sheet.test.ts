import { describe, expect, it } from "vitest";
import { SHEET_COLUMNS, targetingSheetCsv } from "./ads-editor-sheet";
import { prepareTargeting } from "./targeting-package";

const applied = () => {
  const r = prepareTargeting(
    {
      keywords: [{ label: "cold brew", deselected: false }, { label: "decaf", deselected: true }],
      hashtags: [{ label: "#coffee", deselected: false }],
      handles: [{ handle: "bluebottle", deselected: false }],
      interests: [{ label: "Food and drink/Coffee", deselected: false }],
      languages: [{ label: "English" }],
      placements: ["homeTimelines", "replies"],
      age: "AGE_25_TO_49",
      gender: "FEMALE",
      locations: ["Region or state - California, US"],
    },
    ["USA"],
  );
  if (!r.ok) throw new Error("unexpected");
  return r.targeting;
};

describe("X Ads Editor-style sheet", () => {
  it("writes the header and one row per line item with the applied values", () => {
    const csv = targetingSheetCsv([{ name: "Coffee lovers", targeting: applied() }]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(SHEET_COLUMNS.join(","));
    expect(row).toBe(
      'Coffee lovers,cold brew,#coffee,bluebottle,Food and drink — Coffee,,,"Region or state - California, US",United States,English,,25 to 49,Female,Home Timelines; Replies,',
    );
  });
  it("quotes commas and quotes, and neutralises formulas", () => {
    const t = applied();
    t.keywords = ['say "hi", friend', "=HYPERLINK(1)", "-1"];
    const row = targetingSheetCsv([{ name: "@list", targeting: t }]).split("\r\n")[1];
    expect(row.startsWith(`'@list,"say ""hi"", friend; =HYPERLINK(1); -1",`)).toBe(true);
  });
});
