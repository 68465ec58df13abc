"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Stepper } from "@/components/ui/stepper";
import { SelectField } from "@/components/ui/select-field";
import { useRequestForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useGeneratedCampaignMutation } from "@/lib/client/queries/campaign-generation";
import { useMeQuery } from "@/lib/client/queries/user";
import { useCurrentTeam } from "@/lib/client/targeting/use-current-team";
import { emptyStepperValues, prefilledValues, STEP_FIELDS, type StepperValues } from "@/lib/domain/campaigns/campaign-stepper";
import { campaignGenerationCreateSchema } from "@/lib/schemas/campaign-generation";
import type { CampaignOptionsView } from "@/lib/schemas/campaign-generation-views";
import type { CampaignView } from "@/lib/schemas/campaign-views";
import { BudgetStep } from "./budget-step";
import { CreatedPanel } from "./created-panel";
import { CreativeStep } from "./creative-step";
import { DescribePanel } from "./describe-panel";
import { PackageStep } from "./package-step";
import { ReviewStep } from "./review-step";
import { useStepperCurrency } from "./use-stepper-currency";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The toolkit's campaign stepper (spec §2 /campaigns/new and /campaigns/create): package ->
 * objective and budget (with the calculator's live estimate) -> creative -> review -> create,
 * through the ads adapter. `describeFirst` starts from a plain-language description that fills it.
 */
export function CampaignStepper({ describeFirst }: { describeFirst: boolean }) {
  const t = useTranslations("campaignStepper");
  const { data: me } = useMeQuery();
  const { slug: team, choose, teams = [] } = useCurrentTeam(null);
  const create = useGeneratedCampaignMutation();
  const [made, setMade] = useState<CampaignView | null>(null);
  const [options, setOptions] = useState<CampaignOptionsView | null>(null);
  const [describing, setDescribing] = useState(describeFirst);
  const [stepperKey, setStepperKey] = useState(0);
  const toRequest = (v: StepperValues) => ({ ...v, team: team ?? "", email: me?.email ?? "" });
  const { form, serverErrors } = useRequestForm(campaignGenerationCreateSchema, toRequest, { defaultValues: emptyStepperValues(today()), mode: "onTouched" });
  const values = form.watch();
  const currency = useStepperCurrency(values.ad_account_id, values.funding_instrument_id);

  const checkStep = (fields: readonly string[]) => async () => ((await form.trigger(fields as never)) ? true : t("fixStep"));
  const submit = form.handleSubmit(async (v) => {
    try {
      setMade(await create.mutateAsync(toRequest(v)));
    } catch (error) {
      if (!serverErrors(error)) toastHttpError(error);
    }
  });
  const filled = (found: CampaignOptionsView) => {
    form.reset(prefilledValues(form.getValues(), found.parameters, found.best, today()));
    setOptions(found);
    setDescribing(false);
    setStepperKey((k) => k + 1);
  };

  if (made) return <CreatedPanel campaign={made} onAgain={() => (form.reset(emptyStepperValues(today())), setMade(null), setOptions(null), setStepperKey((k) => k + 1))} />;
  const steps = [
    { key: "package", name: t("steps.package"), hint: t("steps.packageHint"), filled: Boolean(values.audience_config_id && values.ad_account_id), validate: checkStep(STEP_FIELDS.package), slot: <PackageStep form={form} team={team} options={options} /> },
    { key: "budget", name: t("steps.budget"), hint: t("steps.budgetHint"), filled: Boolean(values.budget), validate: checkStep(STEP_FIELDS.budget), slot: <BudgetStep form={form} currency={currency} statedCurrency={options?.parameters.currency ?? null} /> },
    { key: "creative", name: t("steps.creative"), hint: t("steps.creativeHint"), filled: Boolean(values.name && values.ad.text), validate: checkStep(STEP_FIELDS.creative), slot: <CreativeStep form={form} team={team} /> },
    { key: "review", name: t("steps.review"), hint: t("steps.reviewHint"), slot: <ReviewStep form={form} currency={currency} team={team} /> },
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="campaign-stepper">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-sm text-muted-foreground">{t("intro")}</p>
        {teams.length > 1 && team ? <SelectField label={t("team")} value={team} onChange={choose} options={teams.map((x) => ({ value: x.slug, label: x.name }))} testId="stepper-team" /> : null}
      </div>
      {describing ? (
        <DescribePanel team={team} email={me?.email ?? ""} onFound={filled} onSkip={() => setDescribing(false)} />
      ) : (
        <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <Stepper key={stepperKey} steps={steps} label={t("stepsLabel")} submitLabel={t("create")} onSubmit={submit} />
        </div>
      )}
    </div>
  );
}
