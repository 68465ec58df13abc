"use client";
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { TextInput } from "@/components/ui/text-input";

type Control = { input: UseFormRegisterReturn; error?: string };

/** A campaign's daily and lifetime budgets and its start and end days: the new-campaign form's and the editor's. */
export function BudgetDateFields({ daily, total, start, end }: { daily: Control; total: Control; start: Control; end: Control }) {
  const t = useTranslations("campaigns.form");
  return (
    <>
      <Field label={t("dailyBudget")} hint={t("budgetHint")} error={daily.error}>
        <TextInput inputMode="decimal" {...daily.input} />
      </Field>
      <Field label={t("totalBudget")} hint={t("budgetHint")} error={total.error}>
        <TextInput inputMode="decimal" {...total.input} />
      </Field>
      <Field label={t("start")} error={start.error} required>
        <TextInput type="date" {...start.input} />
      </Field>
      <Field label={t("end")} error={end.error}>
        <TextInput type="date" {...end.input} />
      </Field>
    </>
  );
}
