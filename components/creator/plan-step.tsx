"use client";
import { useFormatter, useTranslations } from "next-intl";
import { AUDIENCE_SIZE_CHOICES, BUDGET_CHOICES, CURRENCIES, LET_PRODUCT_DECIDE } from "@/lib/domain/targeting/options";
import type { CreatorForm } from "@/lib/domain/targeting/creator-form";
import { SelectField } from "@/components/ui/select-field";
import { ChoiceGroup } from "./choice-group";
import { useCurrencyLabel } from "./labels";

type Props = { form: CreatorForm; set: (patch: Partial<CreatorForm>) => void };


/** Step 3: plan by budget (with currency) or by audience size (spec §9 choices). */
export function PlanStep({ form, set }: Props) {
  const t = useTranslations("creator");
  const format = useFormatter();
  const number = (n: number) => format.number(n);
  const currencyLabel = useCurrencyLabel();
  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        label={t("mode.label")}
        name="creator-mode"
        value={form.mode}
        onChange={(mode) => set({ mode: mode as CreatorForm["mode"] })}
        options={[
          { value: "budget", label: t("mode.budget") },
          { value: "size", label: t("mode.size") },
        ]}
      />
      {form.mode === "budget" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("budget.label")}
            value={form.budget}
            onChange={(budget) => set({ budget })}
            options={[{ value: LET_PRODUCT_DECIDE, label: t("budget.auto") }, ...BUDGET_CHOICES.map((b) => ({ value: String(b), label: number(b) }))]}
          />
          <SelectField label={t("currency.label")} value={form.currency} onChange={(currency) => set({ currency })} options={CURRENCIES.map((c) => ({ value: c, label: currencyLabel(c) }))} />
        </div>
      ) : (
        <SelectField
          label={t("size.label")}
          value={form.size}
          onChange={(size) => set({ size })}
          options={[{ value: LET_PRODUCT_DECIDE, label: t("size.auto") }, ...AUDIENCE_SIZE_CHOICES.map((s) => ({ value: String(s), label: number(s) }))]}
        />
      )}
    </div>
  );
}
