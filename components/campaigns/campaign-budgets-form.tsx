"use client";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useUpdateCampaignMutation } from "@/lib/client/queries/campaigns";
import { toast } from "@/lib/client/toasts";
import { campaignBudgetsFormSchema } from "@/lib/schemas/campaigns";
import type { CampaignView } from "@/lib/schemas/campaign-views";
import { BudgetDateFields } from "./budget-date-fields";
import { CampaignFormFooter } from "./campaign-form-footer";
import { useCampaignWording } from "./use-campaign-wording";

const text = (v: number | null) => (v === null ? "" : String(v));
const day = (v: string | null) => (v ? v.slice(0, 10) : "");

/**
 * A campaign's budgets and flight, edited through PATCH /api/campaigns/{pk}/: only the fields changed
 * are sent (an unchanged start that has passed stays allowed), and X's refusals land on their fields.
 */
export function CampaignBudgetsForm({ campaign, onSaved }: { campaign: CampaignView; onSaved: () => void }) {
  const t = useTranslations("campaigns.edit");
  const word = useCampaignWording();
  const update = useUpdateCampaignMutation(campaign.id);
  const initial = { daily_budget: text(campaign.daily_budget), total_budget: text(campaign.total_budget), start_time: day(campaign.start_time), end_time: day(campaign.end_time) };
  const { form, serverErrors } = useZodForm(campaignBudgetsFormSchema, { defaultValues: initial });
  const errors = form.formState.errors;
  const message = (e: { message?: unknown } | undefined) => word(typeof e?.message === "string" ? e.message : undefined);

  const submit = form.handleSubmit(async (values) => {
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== initial[key as keyof typeof initial]));
    if (!Object.keys(changed).length) return void toast.info(t("nothingChanged"));
    try {
      await update.mutateAsync(changed);
      toast.success(t("saved"));
      onSaved();
    } catch (error) {
      if (!serverErrors(error)) toastHttpError(error);
    }
  });

  return (
    <Card data-testid="campaign-budgets-form">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
          <BudgetDateFields
            daily={{ input: form.register("daily_budget"), error: message(errors.daily_budget) }}
            total={{ input: form.register("total_budget"), error: message(errors.total_budget) }}
            start={{ input: form.register("start_time"), error: message(errors.start_time) }}
            end={{ input: form.register("end_time"), error: message(errors.end_time) }}
          />
          <CampaignFormFooter error={word(errors.root?.server?.message)} pending={update.isPending} label={t("save")} />
        </form>
      </CardContent>
    </Card>
  );
}
