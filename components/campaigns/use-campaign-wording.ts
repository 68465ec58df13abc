"use client";
import { useTranslations } from "next-intl";
import { BUDGET_MESSAGES } from "@/lib/domain/campaigns/budget";
import { CAMPAIGN_MESSAGES } from "@/lib/domain/campaigns/campaign-rules";

type Key = "budgetNotNumber" | "budgetNotPositive" | "startInPast" | "endBeforeStart" | "noBudget" | "dailyOverTotal" | "instrumentCannotFund";

const FIXED: Record<string, Key> = {
  [BUDGET_MESSAGES.notNumber]: "budgetNotNumber",
  [BUDGET_MESSAGES.notPositive]: "budgetNotPositive",
  [CAMPAIGN_MESSAGES.startInPast]: "startInPast",
  [CAMPAIGN_MESSAGES.endBeforeStart]: "endBeforeStart",
  [CAMPAIGN_MESSAGES.noBudget]: "noBudget",
  [CAMPAIGN_MESSAGES.dailyOverTotal]: "dailyOverTotal",
  [CAMPAIGN_MESSAGES.instrumentCannotFund]: "instrumentCannotFund",
};

/** The campaign rules' sentences (from the form's schema or the server) in the UI's language; others as they are. */
export function useCampaignWording() {
  const t = useTranslations("campaigns.errors");
  return (message: string | undefined) => {
    if (!message) return undefined;
    if (FIXED[message]) return t(FIXED[message]);
    const credit = /^Budget is more than the funding instrument's remaining credit \((.+)\)\.$/.exec(message);
    return credit ? t("overCredit", { credit: credit[1] }) : message;
  };
}
