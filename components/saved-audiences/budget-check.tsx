"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { audienceUsagesApi, type BudgetCheck as Result } from "@/lib/client/targeting/audience-usages";


/** Autopilot budget check: can the chosen ad account fund this budget (an active funding instrument with credit left)? */
export function BudgetCheck({ adAccountId }: { adAccountId: string }) {
  const t = useTranslations("savedAudiences.budgetCheck");
  const format = useFormatter();
  const amount = (n: number) => format.number(n);
  const [budget, setBudget] = useState("");
  const [result, setResult] = useState<(Result & { budget: number; account: string }) | null>(null);
  const value = Number(budget);
  const valid = budget.trim() !== "" && Number.isFinite(value) && value > 0;

  const check = async () => {
    try {
      setResult({ ...(await audienceUsagesApi.budgetCheck(adAccountId, value)), budget: value, account: adAccountId });
    } catch (error) {
      toastHttpError(error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("hint", { account: adAccountId })}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) void check();
          }}
        >
          <Field label={t("budget")} error={budget.trim() !== "" && !valid ? t("invalid") : undefined} className="w-48">
            <TextInput inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} data-testid="budget-check-amount" />
          </Field>
          <Button type="submit" variant="outline" disabled={!valid}>
            {t("run")}
          </Button>
        </form>
        {result ? (
          <p role="status" data-testid="budget-check-result" className={result.ok ? "text-sm font-medium text-success" : "text-sm font-medium text-danger"}>
            {result.ok
              ? result.credit_remaining === null
                ? t("okNoLimit", { budget: amount(result.budget), currency: result.currency ?? "", account: result.account, instrument: result.funding_instrument_id ?? "" })
                : t("okCredit", { budget: amount(result.budget), currency: result.currency ?? "", account: result.account, credit: amount(result.credit_remaining) })
              : t(result.reason_code === "not_enough_credit" ? "notEnoughCredit" : "noInstrument", { account: result.account })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
