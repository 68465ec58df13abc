"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useCreateCampaignMutation, useFundingInstrumentsQuery } from "@/lib/client/queries/campaigns";
import { useSavedAudiencesQuery } from "@/lib/client/queries/audiences";
import { useAdAccountsQuery } from "@/lib/client/queries/user";
import { campaignFormSchema, ENTITY_STATUS_VALUES } from "@/lib/schemas/campaigns";
import type { CampaignView } from "@/lib/schemas/campaign-views";
import { BudgetDateFields } from "./budget-date-fields";
import { CampaignFormFooter } from "./campaign-form-footer";
import { useCampaignWording } from "./use-campaign-wording";
import { AdAccountOptions, FundingInstrumentOptions, ObjectiveOptions } from "./select-options";

const today = () => new Date().toISOString().slice(0, 10);

/** New campaign with its first ad set (a saved package) and ad, checked as X checks it. */
export function CampaignForm({ team, onCreated }: { team: string; onCreated: (c: CampaignView) => void }) {
  const t = useTranslations("campaigns.form");
  const word = useCampaignWording();
  const accounts = useAdAccountsQuery();
  const packages = useSavedAudiencesQuery(team, "all");
  const create = useCreateCampaignMutation(team);
  const { form, serverErrors } = useZodForm(campaignFormSchema, {
    defaultValues: { ad_account_id: "", funding_instrument_id: "", name: "", daily_budget: "", total_budget: "", start_time: today(), end_time: "", entity_status: "ACTIVE", adset: { name: "", objective: "REACH", bid: "", placements: [] }, ad: { text: "", creative_id: null } },
  });
  const account = form.watch("ad_account_id");
  const instruments = useFundingInstrumentsQuery(account);
  useEffect(() => {
    if (!account && accounts.data?.[0]) form.setValue("ad_account_id", accounts.data[0].account_id);
  }, [account, accounts.data, form]);
  useEffect(() => {
    if (instruments.data?.[0] && !instruments.data.some((f) => f.id === form.getValues("funding_instrument_id"))) form.setValue("funding_instrument_id", instruments.data[0].id);
  }, [instruments.data, form]);

  const errors = form.formState.errors;
  const message = (e: { message?: unknown } | undefined) => word(typeof e?.message === "string" ? e.message : undefined);
  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(values);
      form.reset();
      onCreated(made);
    } catch (error) {
      if (!serverErrors(error)) toastHttpError(error);
    }
  });
  const sets = (packages.data ?? []).filter((p) => "size" in p);

  return (
    <Card data-testid="campaign-form">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <Field label={t("name")} error={message(errors.name)} required>
            <TextInput {...form.register("name")} />
          </Field>
          <Field label={t("adAccount")} error={message(errors.ad_account_id)} required>
            <NativeSelect {...form.register("ad_account_id")}>
              <AdAccountOptions accounts={accounts.data} />
            </NativeSelect>
          </Field>
          <Field label={t("fundingInstrument")} error={message(errors.funding_instrument_id)} required>
            <NativeSelect {...form.register("funding_instrument_id")}>
              <FundingInstrumentOptions instruments={instruments.data} />
            </NativeSelect>
          </Field>
          <Field label={t("status")}>
            <NativeSelect {...form.register("entity_status")}>
              {ENTITY_STATUS_VALUES.map((s) => (
                <option key={s} value={s}>{t(`statuses.${s}`)}</option>
              ))}
            </NativeSelect>
          </Field>
          <BudgetDateFields
            daily={{ input: form.register("daily_budget"), error: message(errors.daily_budget) }}
            total={{ input: form.register("total_budget"), error: message(errors.total_budget) }}
            start={{ input: form.register("start_time"), error: message(errors.start_time) }}
            end={{ input: form.register("end_time"), error: message(errors.end_time) }}
          />
          <Field label={t("package")} error={message(errors.adset?.audience_config_id)} required>
            <NativeSelect {...form.register("adset.audience_config_id")}>
              <option value="">{t("choosePackage")}</option>
              {sets.map((p) => (
                <option key={p.id} value={p.id}>{p.name}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t("objective")}>
            <NativeSelect {...form.register("adset.objective")}>
              <ObjectiveOptions />
            </NativeSelect>
          </Field>
          <Field label={t("bid")} hint={t("bidHint")} error={message(errors.adset?.bid)} required>
            <TextInput inputMode="decimal" {...form.register("adset.bid")} />
          </Field>
          <Field label={t("adText")} error={message(errors.ad?.text)} required>
            <TextInput {...form.register("ad.text")} />
          </Field>
          <CampaignFormFooter error={word(errors.root?.server?.message)} pending={create.isPending} label={t("create")} />
        </form>
      </CardContent>
    </Card>
  );
}
