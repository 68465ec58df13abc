"use client";
import { useFieldArray } from "react-hook-form";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { TextInput } from "@/components/ui/text-input";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { BUDGET_PATTERN } from "@/lib/domain/campaigns/budget";
import type { CalculatorRates } from "@/lib/domain/campaigns/calculator";
import { invoiceDueDay, JAPANESE_TERMS } from "@/lib/domain/campaigns/japanese-terms";
import { formatMoney, usdPerUnitOf } from "@/lib/domain/campaigns/money-format";
import { planSummary } from "@/lib/domain/campaigns/plan-summary";
import { AUDIENCE_SIZE_CHOICES, BUDGET_CHOICES, CURRENCIES, LET_PRODUCT_DECIDE } from "@/lib/domain/targeting/options";
import { campaignPlanSchema } from "@/lib/schemas/campaign-plan";
import { SummaryPdfButton } from "./summary-pdf-button";
import { useCampaignWording } from "./use-campaign-wording";

const addDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const blank = (n: number) => ({ name: `Segment ${n}`, size: LET_PRODUCT_DECIDE, budget: "", budget_kind: "lifetime" as const, start: addDays(7), end: addDays(37) });

/** The campaign planner: several segments with sizes, budgets and flights, and a summary (with the Japanese terms for yen). */
export function CampaignPlanner({ rates, usdPerUnit }: { rates: CalculatorRates; usdPerUnit: Record<string, number> }) {
  const t = useTranslations("campaigns.planner");
  const word = useCampaignWording();
  const format = useFormatter();
  const { form } = useZodForm(campaignPlanSchema, { mode: "onChange", defaultValues: { currency: "USD", segments: [blank(1)] } });
  const segments = useFieldArray({ control: form.control, name: "segments" });
  const values = form.watch();
  const currency = values.currency ?? "USD";
  const usable = (values.segments ?? []).filter((s) => BUDGET_PATTERN.test(String(s.budget ?? "").trim()) && s.end > s.start);
  const summary = planSummary(
    usable.map((s) => ({ name: s.name, size: s.size === LET_PRODUCT_DECIDE ? null : Number(s.size), budget: Number(s.budget), budget_kind: s.budget_kind, start: s.start, end: s.end })),
    currency,
    usdPerUnitOf(currency, usdPerUnit),
    rates,
  );
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, currency, locale);
  const num = (n: number | null) => (n === null ? "—" : format.number(n));
  const errors = form.formState.errors.segments;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("title")}</CardTitle>
          <p className="text-sm text-muted-foreground">{t("intro", { reached: rates.costPerThousandReachedUsd, impressions: rates.costPerThousandImpressionsUsd })}</p>
        </CardHeader>
        <CardContent className="space-y-5">
          <Field label={t("currency")} className="max-w-48">
            <NativeSelect {...form.register("currency")}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </NativeSelect>
          </Field>
          {segments.fields.map((field, i) => (
            <fieldset key={field.id} aria-label={t("segment", { n: i + 1 })} className="grid gap-3 rounded-lg border border-border p-4 md:grid-cols-3">
              <legend className="px-1 text-sm font-semibold">{t("segment", { n: i + 1 })}</legend>
              <Field label={t("name")} error={word(errors?.[i]?.name?.message)}>
                <TextInput {...form.register(`segments.${i}.name`)} />
              </Field>
              <Field label={t("size")}>
                <NativeSelect {...form.register(`segments.${i}.size`)}>
                  <option value={LET_PRODUCT_DECIDE}>{t("letProductDecide")}</option>
                  {AUDIENCE_SIZE_CHOICES.map((s) => (
                    <option key={s} value={String(s)}>{format.number(s)}</option>
                  ))}
                </NativeSelect>
              </Field>
              <Field label={t("budget")} hint={t("budgetHint")} error={word(errors?.[i]?.budget?.message)}>
                <TextInput inputMode="decimal" list="planner-budgets" {...form.register(`segments.${i}.budget`)} />
              </Field>
              <Field label={t("budgetKind")}>
                <NativeSelect {...form.register(`segments.${i}.budget_kind`)}>
                  <option value="lifetime">{t("lifetimeBudget")}</option>
                  <option value="daily">{t("dailyBudget")}</option>
                </NativeSelect>
              </Field>
              <Field label={t("start")}>
                <TextInput type="date" {...form.register(`segments.${i}.start`)} />
              </Field>
              <Field label={t("end")} error={word(errors?.[i]?.end?.message)}>
                <TextInput type="date" {...form.register(`segments.${i}.end`)} />
              </Field>
              {segments.fields.length > 1 ? (
                <div className="md:col-span-3">
                  <Button type="button" variant="ghost" size="sm" onClick={() => segments.remove(i)}>
                    {t("removeSegment")}
                  </Button>
                </div>
              ) : null}
            </fieldset>
          ))}
          <datalist id="planner-budgets">
            {BUDGET_CHOICES.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
          <Button type="button" variant="outline" onClick={() => segments.append(blank(segments.fields.length + 1))} disabled={segments.fields.length >= 10}>
            {t("addSegment")}
          </Button>
        </CardContent>
      </Card>

      <Card data-testid="plan-summary">
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle>{t("summary")}</CardTitle>
          <SummaryPdfButton input={() => ({ plan: form.getValues() })} disabled={!form.formState.isValid} />
        </CardHeader>
        <CardContent className="space-y-3">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("summary")}</caption>
            <thead>
              <tr className="text-start text-xs text-muted-foreground">
                <th className="text-start">{t("name")}</th>
                <th className="text-end">{t("days")}</th>
                <th className="text-end">{t("spend")}</th>
                <th className="text-end">{t("reach")}</th>
                <th className="text-end">{t("impressions")}</th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((r, i) => (
                <tr key={i}>
                  <td>{r.name}</td>
                  <td className="text-end">{format.number(r.days)}</td>
                  <td className="text-end">{money(r.spend)}</td>
                  <td className="text-end">{num(r.reach)}</td>
                  <td className="text-end">{num(r.impressions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p data-testid="plan-net">{t("netSpend", { amount: money(summary.net) })}</p>
          {summary.reach === null && summary.rows.length ? <p className="text-muted-foreground">{t("noRate", { currency })}</p> : null}
          {summary.japanese ? (
            <section aria-label={t("japaneseTerms")} className="space-y-2 rounded-lg border border-border p-3">
              <h4 className="font-semibold">{t("japaneseTerms")}</h4>
              <p data-testid="plan-fee">{t(summary.japanese.minimumApplied ? "feeMinimum" : "fee", { fee: money(summary.japanese.fee) })}</p>
              <p data-testid="plan-total">{t("total", { amount: money(summary.japanese.total) })}</p>
              <ul className="list-disc ps-5 text-muted-foreground">
                <li>{t("termMonths", { day: summary.japanese.lastDay ?? "—" })}</li>
                <li>{t("termSegments", { n: JAPANESE_TERMS.segmentsPerApplication })}</li>
                <li>{t("termNoCancel")}</li>
                <li>{t("termInvoice", { day: invoiceDueDay(new Date().toISOString().slice(0, 10)) })}</li>
              </ul>
              {summary.japanese.tooLong ? <p role="alert" className="font-medium text-danger">{t("tooLong")}</p> : null}
              {summary.japanese.tooManySegments ? <p role="alert" className="font-medium text-warn">{t("tooManySegments")}</p> : null}
            </section>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
