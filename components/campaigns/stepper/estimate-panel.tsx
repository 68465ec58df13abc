"use client";
import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { useCampaignEstimateQuery, type CalculatorInput } from "@/lib/client/queries/campaign-generation";
import { BUDGET_PATTERN } from "@/lib/domain/campaigns/budget";
import { estimateQuestion, type StepperValues } from "@/lib/domain/campaigns/campaign-stepper";
import { DEFAULT_DEBOUNCE_MS } from "@/lib/domain/debounce";

/** What a question settles to after the typing stops (the spec's default debounce). */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), DEFAULT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/** The calculator's live estimate for the chosen package and budget, with the rates it rests on. */
export function EstimatePanel({ values, currency }: { values: StepperValues; currency: string | null }) {
  const t = useTranslations("campaignStepper.estimate");
  const format = useFormatter();
  const question = useSettled<CalculatorInput | null>(estimateQuestion(values, currency, BUDGET_PATTERN));
  const { data, isFetching, error } = useCampaignEstimateQuery(question);
  const money = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  return (
    <aside className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4 text-sm" aria-live="polite" data-testid="campaign-estimate">
      <h3 className="flex items-center gap-2 font-semibold">
        {t("title")}
        {isFetching ? <Spinner size="sm" /> : null}
      </h3>
      {!question ? <p className="text-muted-foreground">{t("waiting")}</p> : null}
      {question && error ? <p className="text-danger">{t("failed")}</p> : null}
      {question && data ? (
        <>
          <p data-testid="estimate-reach">{t("reach", { reach: format.number(data.reach) })}</p>
          <p data-testid="estimate-impressions">{t("impressions", { impressions: format.number(data.impressions) })}</p>
          <p data-testid="estimate-cost">{t("cost", { total: money(data.total_budget), currency: data.currency, days: data.days, kind: data.budget_kind })}</p>
          {data.limited_by_package ? <p className="text-warn" data-testid="estimate-limited">{t("limited", { size: format.number(data.package_size) })}</p> : null}
          <p className="text-xs text-muted-foreground">{t("rates", { reached: money(data.cost_per_thousand_reached), impressions: money(data.cost_per_thousand_impressions), currency: data.currency, bid: money(data.bid) })}</p>
        </>
      ) : null}
    </aside>
  );
}
