"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { useBudgetCheckMutation } from "@/lib/client/queries/audience-usages";
import type { BudgetCheck as Result } from "@/lib/client/targeting/audience-usages";
import { budgetCheckFormSchema } from "@/lib/schemas/audience-sharing";

/** Autopilot budget check: can the chosen ad account fund this budget (an active funding instrument with credit left)? */
export function BudgetCheck({ adAccountId }: { adAccountId: string }) {
  const t = useTranslations("savedAudiences.budgetCheck");
  const format = useFormatter();
  const amount = (n: number) => format.number(n);
  const [result, setResult] = useState<(Result & { budget: number; account: string }) | null>(null);
  const checking = useBudgetCheckMutation();
  const { form } = useZodForm(budgetCheckFormSchema, { mode: "onChange", defaultValues: { budget: "" } });
  const typed = String(form.watch("budget") ?? "").trim() !== "";
  const valid = typed && form.formState.isValid;

  const check = form.handleSubmit(async ({ budget }) => {
    try {
      setResult({ ...(await checking.mutateAsync({ adAccountId, budget })), budget, account: adAccountId });
    } catch (error) {
      toastHttpError(error);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("hint", { account: adAccountId })}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={check}>
          {/* The field words its own rule: any budget that is not a number above 0. */}
          <Field label={t("budget")} error={typed && form.formState.errors.budget ? t("invalid") : undefined} className="w-48">
            <TextInput inputMode="decimal" data-testid="budget-check-amount" {...form.register("budget")} />
          </Field>
          <Button type="submit" variant="outline" pending={checking.isPending} disabled={!valid}>
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
