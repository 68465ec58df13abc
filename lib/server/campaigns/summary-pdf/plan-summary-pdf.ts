import "server-only";
import type { z } from "zod";
import { formatMoney, usdPerUnitOf } from "@/lib/domain/campaigns/money-format";
import { planSummary } from "@/lib/domain/campaigns/plan-summary";
import { LET_PRODUCT_DECIDE } from "@/lib/domain/targeting/options";
import type { campaignPlanSchema } from "@/lib/schemas/campaign-plan";
import { serverTranslator } from "@/lib/server/i18n/translator";
import { finishPdf, pdfBarChart, pdfHeading, pdfKeyValues, pdfParagraph, pdfTable, pdfTitle, startPdf } from "@/lib/server/pdf";
import { planRates } from "../plan-rates";
import { japaneseTermsSection } from "./japanese-terms-section";

/** The planner's plan as a PDF: its segments, spend, estimated reach and impressions at the stated rates, and for yen the Japanese terms. */
export async function planSummaryPdf(plan: z.infer<typeof campaignPlanSchema>, language: string, now = new Date()): Promise<Buffer> {
  const t = serverTranslator(language);
  const { rates, usdPerUnit } = planRates();
  const segments = plan.segments.map((s) => ({ ...s, size: s.size === LET_PRODUCT_DECIDE ? null : Number(s.size), budget: Number(s.budget) }));
  const summary = planSummary(segments, plan.currency, usdPerUnitOf(plan.currency, usdPerUnit), rates);
  const money = (n: number) => formatMoney(n, plan.currency, language);
  const num = (n: number | null) => (n === null ? t("campaigns.pdf.none") : new Intl.NumberFormat(language).format(n));
  const today = now.toISOString().slice(0, 10);

  const pdf = startPdf({ title: t("campaigns.pdf.planTitle"), language });
  pdfTitle(pdf, t("campaigns.pdf.planTitle"), t("campaigns.pdf.made", { date: today }));
  pdfKeyValues(pdf, [
    [t("campaigns.pdf.currency"), plan.currency],
    [t("campaigns.pdf.segmentCount"), num(segments.length)],
    [t("campaigns.planner.spend"), money(summary.net)],
    [t("campaigns.pdf.estimatedReach"), num(summary.reach)],
    [t("campaigns.pdf.estimatedImpressions"), num(summary.impressions)],
  ]);
  pdfParagraph(pdf, t("campaigns.planner.intro", { reached: rates.costPerThousandReachedUsd, impressions: rates.costPerThousandImpressionsUsd }), "muted");
  if (summary.reach === null) pdfParagraph(pdf, t("campaigns.planner.noRate", { currency: plan.currency }), "muted");

  pdfHeading(pdf, t("campaigns.pdf.segments"));
  pdfTable(
    pdf,
    [
      { name: t("campaigns.planner.name"), weight: 1.6 },
      { name: t("campaigns.planner.size"), align: "end", weight: 1.2 },
      { name: t("campaigns.planner.budget"), align: "end", weight: 1.3 },
      { name: t("campaigns.pdf.flight"), weight: 1.8 },
      { name: t("campaigns.planner.days"), align: "end", weight: 0.8 },
      { name: t("campaigns.planner.spend"), align: "end", weight: 1.2 },
      { name: t("campaigns.planner.reach"), align: "end", weight: 1.4 },
      { name: t("campaigns.planner.impressions"), align: "end", weight: 1.6 },
    ],
    segments.map((s, i) => {
      const row = summary.rows[i];
      return [
        s.name,
        s.size === null ? t("campaigns.planner.letProductDecide") : num(s.size),
        `${money(s.budget)}\n${t(s.budget_kind === "daily" ? "campaigns.planner.dailyBudget" : "campaigns.planner.lifetimeBudget")}`,
        t("campaigns.pdf.flightDays", { start: s.start, end: s.end }),
        num(row.days),
        money(row.spend),
        num(row.reach),
        num(row.impressions),
      ];
    }),
  );
  if (segments.length > 1) pdfBarChart(pdf, summary.rows.map((r) => ({ label: r.name, value: r.spend, text: money(r.spend) })), { label: t("campaigns.pdf.spendBySegment"), colorful: true });
  if (summary.japanese) japaneseTermsSection(pdf, t, summary.japanese, money, today);
  return finishPdf(pdf);
}
