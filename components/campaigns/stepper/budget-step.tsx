"use client";
import type { UseFormReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import { useFundingInstrumentsQuery } from "@/lib/client/queries/campaigns";
import type { StepperValues } from "@/lib/domain/campaigns/campaign-stepper";
import { specCurrency } from "@/lib/domain/targeting/options";
import { BUDGET_KINDS } from "@/lib/schemas/campaign-generation";
import { useCampaignWording } from "../use-campaign-wording";
import { EstimatePanel } from "./estimate-panel";
import { FundingInstrumentOptions, ObjectiveOptions } from "../select-options";

/** Step 2: objective, budget (one amount, daily or for the flight), flight, and optionally bid and funding instrument; the live estimate beside. */
export function BudgetStep({ form, currency, statedCurrency }: { form: UseFormReturn<StepperValues>; currency: string | null; statedCurrency: string | null }) {
  const t = useTranslations("campaignStepper.budget");
  const o = useTranslations("campaigns.form");
  const word = useCampaignWording();
  const instruments = useFundingInstrumentsQuery(form.watch("ad_account_id"));
  const errors = form.formState.errors;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={o("objective")} error={word(errors.objective?.message)} required>
          <NativeSelect {...form.register("objective")}>
            <ObjectiveOptions />
          </NativeSelect>
        </Field>
        <Field label={t("kind")}>
          <NativeSelect {...form.register("budget_kind")}>
            {BUDGET_KINDS.map((k) => (
              <option key={k} value={k}>{t(`kinds.${k}`)}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t("amount", { currency: currency ?? "" })} hint={o("budgetHint")} error={word(errors.budget?.message)} required>
          <TextInput inputMode="decimal" {...form.register("budget")} />
        </Field>
        {statedCurrency && currency && specCurrency(statedCurrency) !== specCurrency(currency) ? (
          <p className="text-sm text-warn md:col-span-2" data-testid="currency-note">
            {t("otherCurrency", { stated: statedCurrency, currency })}
          </p>
        ) : null}
        <Field label={o("fundingInstrument")} error={word(errors.funding_instrument_id?.message)}>
          <NativeSelect {...form.register("funding_instrument_id")}>
            <option value="">{t("instrumentAuto")}</option>
            <FundingInstrumentOptions instruments={instruments.data} />
          </NativeSelect>
        </Field>
        <Field label={o("start")} error={word(errors.start?.message)} required>
          <TextInput type="date" {...form.register("start")} />
        </Field>
        <Field label={o("end")} error={word(errors.end?.message)}>
          <TextInput type="date" {...form.register("end")} />
        </Field>
        <Field label={o("bid")} hint={t("bidHint")} error={word(errors.bid?.message)}>
          <TextInput inputMode="decimal" {...form.register("bid")} />
        </Field>
      </div>
      <EstimatePanel values={form.watch()} currency={currency} />
    </div>
  );
}
