"use client";
import { useFormatter, useTranslations } from "next-intl";
import { handlesOf, keywordGroupsOf, type CreatorForm } from "@/lib/domain/targeting/creator-form";
import { useAgeLabel, useCurrencyLabel } from "./labels";
import { useCountryLabel } from "@/lib/client/targeting/reference-names";

/** Step 4: the preview data, what will be sent to generation. */
export function ReviewStep({ form }: { form: CreatorForm }) {
  const t = useTranslations("creator");
  const format = useFormatter();
  const ageLabel = useAgeLabel();
  const currencyLabel = useCurrencyLabel();
  const country = useCountryLabel();
  const none = t("preview.none");
  const rows: [string, string][] = [
    [t("preview.how"), form.how === "description" ? `${t("how.description")}: “${form.description.trim()}”` : t("how.keywords")],
    ...(form.how === "keywords" ? ([[t("preview.terms"), keywordGroupsOf(form).map((g) => `(${g.join(" AND ")})`).join(" OR ")]] as [string, string][]) : []),
    [t("preview.excluded"), form.excludedKeywords.trim() || none],
    [t("preview.handles"), handlesOf(form).map((h) => `@${h}`).join(", ") || none],
    [t("preview.regions"), form.regions.map(country).join(", ") || t("regions.none")],
    [t("preview.states"), form.states.join(", ") || none],
    [t("preview.gender"), t(`genders.${form.gender === "FEMALE" || form.gender === "MALE" ? form.gender : "ANY"}`)],
    [t("preview.age"), ageLabel(form.age)],
    [t("preview.order"), t(`order.${form.order}`)],
    [t("preview.plan"), form.mode === "budget" ? `${t("mode.budget")}: ${form.budget === "auto" ? t("budget.auto") : `${format.number(Number(form.budget))} ${currencyLabel(form.currency)}`}` : `${t("mode.size")}: ${form.size === "auto" ? t("size.auto") : format.number(Number(form.size))}`],
  ];
  return (
    <section aria-labelledby="creator-preview" data-testid="creator-preview">
      <h3 id="creator-preview" className="mb-3 text-sm font-semibold">
        {t("preview.title")}
      </h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
