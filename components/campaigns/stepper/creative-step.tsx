"use client";
import type { UseFormReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import { useCreativesQuery } from "@/lib/client/queries/campaigns";
import type { StepperValues } from "@/lib/domain/campaigns/campaign-stepper";
import { useCampaignWording } from "../use-campaign-wording";

/** Step 3: the campaign's name and its ad: the post's text and, optionally, a card of the team's creatives in this ad account. */
export function CreativeStep({ form, team }: { form: UseFormReturn<StepperValues>; team: string | null }) {
  const t = useTranslations("campaignStepper.creative");
  const o = useTranslations("campaigns.form");
  const word = useCampaignWording();
  const account = form.watch("ad_account_id");
  const creatives = useCreativesQuery(team ?? "");
  const usable = (creatives.data ?? []).filter((c) => c.ad_account_id === account);
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label={o("name")} error={word(errors.name?.message)} required>
        <TextInput {...form.register("name")} />
      </Field>
      <Field label={t("card")} hint={usable.length ? undefined : t("noCards")} error={word(errors.ad?.creative_id?.message)}>
        <NativeSelect {...form.register("ad.creative_id", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}>
          <option value="">{t("noCard")}</option>
          {usable.map((c) => (
            <option key={c.id} value={c.id}>{`${c.name} (${c.card_type ?? ""})`}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field label={o("adText")} hint={t("textHint")} error={word(errors.ad?.text?.message)} required className="md:col-span-2">
        <TextInput {...form.register("ad.text")} maxLength={280} />
      </Field>
    </div>
  );
}
