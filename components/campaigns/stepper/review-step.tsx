"use client";
import type { UseFormReturn } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { useSavedAudiencesQuery } from "@/lib/client/queries/audiences";
import type { StepperValues } from "@/lib/domain/campaigns/campaign-stepper";
import { useCampaignWording } from "../use-campaign-wording";
import { EstimatePanel } from "./estimate-panel";

/** Every message of the form's errors, flattened (a server may refuse fields of earlier steps). */
function messagesOf(errors: object): string[] {
  return Object.values(errors).flatMap((e) => (e && typeof e === "object" ? (typeof (e as { message?: unknown }).message === "string" ? [(e as { message: string }).message] : messagesOf(e)) : []));
}

/** Step 4: what will be made, the estimate, and anything the server refused. */
export function ReviewStep({ form, currency, team }: { form: UseFormReturn<StepperValues>; currency: string | null; team: string | null }) {
  const t = useTranslations("campaignStepper.review");
  const o = useTranslations("campaigns.form");
  const format = useFormatter();
  const word = useCampaignWording();
  const v = form.watch();
  const packages = useSavedAudiencesQuery(team, "all");
  const pkg = (packages.data ?? []).find((p) => String(p.id) === v.audience_config_id);
  const rows: [string, string][] = [
    [o("name"), v.name],
    [o("adAccount"), v.ad_account_id],
    [o("package"), pkg ? `${pkg.name} (${format.number(pkg.size ?? 0)})` : v.audience_config_id],
    [o("objective"), o(`objectives.${v.objective}`)],
    [t("budget"), `${v.budget} ${currency ?? ""} (${t(`kinds.${v.budget_kind}`)})`],
    [t("flight"), v.end ? `${v.start} – ${v.end}` : t("openEnded", { start: v.start })],
    [o("bid"), v.bid || t("bidAuto")],
    [o("adText"), v.ad.text],
  ];
  const refused = messagesOf(form.formState.errors).map((m) => word(m) ?? m);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="campaign-review" data-testid="campaign-review">
        <h3 id="campaign-review" className="mb-3 text-sm font-semibold">
          {t("title")}
        </h3>
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([k, value]) => (
            <div key={k} className="contents">
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">{t("sandbox")}</p>
        {refused.length ? (
          <ul role="alert" className="mt-4 list-disc ps-5 text-sm font-medium text-danger" data-testid="campaign-refused">
            {refused.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <EstimatePanel values={v} currency={currency} />
    </div>
  );
}
