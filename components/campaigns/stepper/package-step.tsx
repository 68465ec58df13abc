"use client";
import type { UseFormReturn } from "react-hook-form";
import { useEffect } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { useSavedAudiencesQuery } from "@/lib/client/queries/audiences";
import { useAdAccountsQuery } from "@/lib/client/queries/user";
import type { StepperValues } from "@/lib/domain/campaigns/campaign-stepper";
import type { CampaignOptionsView } from "@/lib/schemas/campaign-generation-views";
import { useCampaignWording } from "../use-campaign-wording";
import { AdAccountOptions } from "../select-options";

/** Step 1: the ad account and one of the team's saved targeting packages with a size (what an ad set targets). */
export function PackageStep({ form, team, options }: { form: UseFormReturn<StepperValues>; team: string | null; options: CampaignOptionsView | null }) {
  const t = useTranslations("campaignStepper.package");
  const format = useFormatter();
  const word = useCampaignWording();
  const accounts = useAdAccountsQuery();
  const packages = useSavedAudiencesQuery(team, "all");
  const account = form.watch("ad_account_id");
  const chosen = form.watch("audience_config_id");
  useEffect(() => {
    if (!account && accounts.data?.[0]) form.setValue("ad_account_id", accounts.data[0].account_id);
  }, [account, accounts.data, form]);
  const sized = (packages.data ?? []).filter((p) => (p.size ?? 0) > 0);
  const matches = new Map((options?.packages ?? []).map((p) => [p.id, p.matches]));
  const errors = form.formState.errors;

  return (
    <div className="flex flex-col gap-4">
      <Field label={t("adAccount")} error={word(errors.ad_account_id?.message)} required>
        <NativeSelect {...form.register("ad_account_id")}>
          <AdAccountOptions accounts={accounts.data} />
        </NativeSelect>
      </Field>
      {accounts.data && accounts.data.length === 0 ? <p className="text-sm text-muted-foreground">{t("noAdAccounts")}</p> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("legend")}</legend>
        {packages.data && sized.length === 0 ? <p className="text-sm text-muted-foreground">{t("none")}</p> : null}
        <ul className="grid gap-2 md:grid-cols-2" aria-label={t("legend")}>
          {sized.map((p) => (
            <li key={p.id}>
              <label className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${chosen === String(p.id) ? "border-primary bg-primary/5" : "border-border"}`}>
                <input type="radio" value={String(p.id)} {...form.register("audience_config_id")} className="mt-1" />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{p.name}</span>
                  <span className="text-xs text-muted-foreground">{t("size", { size: format.number(p.size ?? 0, { notation: "compact" }) })}</span>
                  {matches.get(p.id)?.length ? <span className="text-xs text-success" data-testid="package-matches">{t("matches", { items: matches.get(p.id)!.join(", ") })}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.audience_config_id?.message ? (
          <p role="alert" className="text-[13px] font-medium text-danger">
            {word(errors.audience_config_id.message)}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
