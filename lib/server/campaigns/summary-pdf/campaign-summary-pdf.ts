import "server-only";
import { JAPANESE_TERMS } from "@/lib/domain/campaigns/japanese-terms";
import { formatMoney, isYen, usdPerUnitOf } from "@/lib/domain/campaigns/money-format";
import { planSummary } from "@/lib/domain/campaigns/plan-summary";
import type { Identity } from "@/lib/server/auth/identity";
import { serverTranslator } from "@/lib/server/i18n/translator";
import { finishPdf, pdfBarChart, pdfHeading, pdfKeyValues, pdfLineChart, pdfParagraph, pdfTable, pdfTitle, startPdf } from "@/lib/server/pdf";
import { listCampaignAdsets } from "../adsets";
import { getCampaign } from "../campaigns";
import { planRates } from "../plan-rates";
import { campaignReach, campaignSegmentations, campaignStatsTotal } from "../stats";
import { japaneseTermsSection } from "./japanese-terms-section";

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/**
 * One of the team's campaigns as a PDF: budgets, flight, ad sets with their packages, delivery
 * (totals, the daily chart the screen shows, by ad set, the reach estimate; the sandbox's figures
 * labelled simulated), and for a yen campaign the Japanese terms on its budget.
 */
export async function campaignSummaryPdf(identity: Identity, id: number, language: string, now = new Date()): Promise<{ bytes: Buffer; name: string }> {
  // getCampaign checks the caller may see it (another team's campaign is a 404) before anything else is read.
  const campaign = await getCampaign(identity, id);
  const [adsets, stats, bySet, reach] = await Promise.all([listCampaignAdsets(identity, id), campaignStatsTotal(identity, id, {}), campaignSegmentations(identity, id, {}), campaignReach(identity, id)]);
  const t = serverTranslator(language);
  const money = (n: number | null) => (n === null ? t("campaigns.pdf.none") : formatMoney(n, campaign.currency, language));
  const num = (n: number | null) => (n === null ? t("campaigns.pdf.none") : new Intl.NumberFormat(language).format(n));
  const today = now.toISOString().slice(0, 10);
  const start = day(campaign.start_time) ?? today;
  const end = day(campaign.end_time);

  const pdf = startPdf({ title: t("campaigns.pdf.campaignTitle", { name: campaign.name }), language });
  pdfTitle(pdf, t("campaigns.pdf.campaignTitle", { name: campaign.name }), t("campaigns.pdf.made", { date: today }));
  if (campaign.simulated) pdfParagraph(pdf, t("campaigns.stats.simulated"), "warn");
  pdfKeyValues(pdf, [
    [t("campaigns.pdf.status"), campaign.entity_status],
    [t("campaigns.pdf.adAccount"), campaign.ad_account_id],
    [t("campaigns.pdf.fundingInstrument"), campaign.funding_instrument_id ?? t("campaigns.pdf.none")],
    [t("campaigns.pdf.currency"), campaign.currency ?? t("campaigns.pdf.none")],
    [t("campaigns.pdf.dailyBudget"), money(campaign.daily_budget)],
    [t("campaigns.pdf.totalBudget"), money(campaign.total_budget)],
    [t("campaigns.pdf.flight"), end ? t("campaigns.pdf.flightDays", { start, end }) : t("campaigns.pdf.noEnd", { start })],
  ]);

  pdfHeading(pdf, t("campaigns.pdf.adsets"));
  if (adsets.length) {
    pdfTable(
      pdf,
      [
        { name: t("campaigns.detail.name"), weight: 2 },
        { name: t("campaigns.detail.package"), weight: 2 },
        { name: t("campaigns.detail.audienceSize"), align: "end", weight: 1.3 },
        { name: t("campaigns.detail.objective"), weight: 1.6 },
        { name: t("campaigns.detail.bid"), align: "end" },
        { name: t("campaigns.detail.status") },
      ],
      adsets.map((s) => [s.name, s.audience_name ?? t("campaigns.pdf.none"), num(s.audience_size), s.objective ?? t("campaigns.pdf.none"), money(s.bid), s.entity_status]),
    );
  } else pdfParagraph(pdf, t("campaigns.pdf.noAdsets"), "muted");

  pdfHeading(pdf, t("campaigns.pdf.delivery"));
  pdfParagraph(pdf, stats.simulated ? t("campaigns.stats.simulated") : t("campaigns.pdf.real"), stats.simulated ? "warn" : "muted");
  pdfKeyValues(pdf, [
    [t("campaigns.stats.impressions"), num(stats.totals.impressions)],
    [t("campaigns.stats.engagements"), num(stats.totals.engagements)],
    [t("campaigns.stats.clicks"), num(stats.totals.clicks)],
    [t("campaigns.stats.spend"), money(stats.totals.spend)],
  ]);
  if (stats.days.length > 1) pdfLineChart(pdf, [{ name: t("campaigns.stats.impressions"), points: stats.days.map((d) => ({ x: d.date, y: d.impressions })) }], { label: t("campaigns.stats.chart") });
  else pdfParagraph(pdf, t("campaigns.stats.noDaysYet"), "muted");
  if (bySet.length > 1) pdfBarChart(pdf, bySet.map((s) => ({ label: s.name, value: s.totals.impressions, text: num(s.totals.impressions) })), { label: t("campaigns.pdf.byAdset") });
  pdfParagraph(
    pdf,
    t(reach.simulated ? "campaigns.stats.reachSimulated" : "campaigns.stats.reach", {
      reachMin: num(reach.daily_reach.min),
      reachMax: num(reach.daily_reach.max),
      impressionsMin: num(reach.daily_impressions.min),
      impressionsMax: num(reach.daily_impressions.max),
    }),
  );

  if (isYen(campaign.currency)) {
    // The terms apply to the campaign's net spend: its lifetime budget, or its daily budget over the flight.
    const { rates, usdPerUnit } = planRates();
    const sizes = adsets.map((s) => s.audience_size).filter((s): s is number => s !== null);
    const size = sizes.length && sizes.length === adsets.length ? sizes.reduce((a, b) => a + b, 0) : null;
    const budget = campaign.total_budget ?? campaign.daily_budget ?? 0;
    const plan = planSummary(
      [{ name: campaign.name, size, budget, budget_kind: campaign.total_budget !== null ? "lifetime" : "daily", start, end: end ?? start }],
      "YEN",
      usdPerUnitOf("JPY", usdPerUnit),
      rates,
    );
    if (plan.japanese) japaneseTermsSection(pdf, t, { ...plan.japanese, tooManySegments: adsets.length > JAPANESE_TERMS.segmentsPerApplication }, money, today);
  }
  return { bytes: await finishPdf(pdf), name: `murmur-campaign-${campaign.id}-summary.pdf` };
}
