import { describe, expect, it } from "vitest";
import { BUDGET_PATTERN } from "./budget";
import { emptyStepperValues, estimateQuestion, prefilledValues } from "./campaign-stepper";
import { extractCampaignParameters } from "./description/extract";

const today = "2026-11-26";

describe("the campaign stepper's state", () => {
  it("is filled from a description, keeping what it does not state", () => {
    const p = extractCampaignParameters("Winter matcha. Engagement from tea lovers, ¥300,000 from 2027-01-10 to 2027-02-09.", today);
    const v = prefilledValues({ ...emptyStepperValues(today), ad_account_id: "18ce54demo01" }, p, 7, today);
    expect(v).toMatchObject({ ad_account_id: "18ce54demo01", audience_config_id: "7", name: "Winter matcha", objective: "ENGAGEMENTS", budget: "300000", budget_kind: "lifetime", start: "2027-01-10", end: "2027-02-09" });
  });
  it("starts today instead of a day already past, and drops an end that is not after the start", () => {
    const p = { ...extractCampaignParameters("Reach runners", today), start: "2026-11-01", end: "2026-11-20" };
    expect(prefilledValues(emptyStepperValues(today), p, null, today)).toMatchObject({ start: today, end: "", audience_config_id: "" });
  });
  it("asks the calculator only with a package and a budget of the §5 shape, with the flight when both ends are set", () => {
    const v = { ...emptyStepperValues(today), audience_config_id: "7", budget: "12.55" };
    expect(estimateQuestion(v, "USD", BUDGET_PATTERN)).toBeNull();
    expect(estimateQuestion({ ...v, budget: "40", budget_kind: "daily" }, "USD", BUDGET_PATTERN)).toEqual({ audience_config_id: 7, budget: "40", budget_kind: "daily", currency: "USD" });
    expect(estimateQuestion({ ...v, budget: "40", end: "2026-12-05" }, "JPY", BUDGET_PATTERN)).toMatchObject({ start: today, end: "2026-12-05", currency: "JPY" });
    expect(estimateQuestion({ ...v, audience_config_id: "", budget: "40" }, "USD", BUDGET_PATTERN)).toBeNull();
  });
});
