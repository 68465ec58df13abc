import "server-only";
import type { Database } from "@/lib/server/db/client";
import { serverTranslator } from "@/lib/server/i18n/translator";
import { finishPdf, pdfBarChart, pdfHeading, pdfHeatMap, pdfKeyValues, pdfLineChart, pdfParagraph, pdfTable, pdfTitle, startPdf } from "@/lib/server/pdf";
import { numberFormats } from "@/lib/domain/format/number-formats";
import { truncate } from "@/lib/domain/format";
import { WEEKDAYS } from "@/lib/domain/creators/weekdays";
import type { ReportWeek } from "@/lib/domain/creators/report-weeks";
import type { CreatorAccount } from "../creator-accounts";
import type en from "@/messages/en.json";
import { weeklyReportData, type WeeklyReportData } from "./weekly-report";

type ReportKey = keyof (typeof en)["deepThought"]["report"];

/** The file name of a week's report. */
export const reportFileName = (account: CreatorAccount, week: ReportWeek) => `murmur-${account.handle}-week-${week.start}.pdf`;

/**
 * One week's report as a PDF in the reader's language: growth (with the dashboard's growth chart),
 * top posts, top engagers (as the engagers page's bars), best times (the heat map) and audience
 * quality, with figures written as the screens write them.
 */
export async function weeklyReportPdf(db: Database, account: CreatorAccount, week: ReportWeek, language: string, now = new Date()): Promise<{ bytes: Buffer; name: string }> {
  const data = await weeklyReportData(db, account, week);
  return { bytes: await renderWeeklyReport(data, language, now), name: reportFileName(account, week) };
}

export async function renderWeeklyReport(d: WeeklyReportData, language: string, now: Date): Promise<Buffer> {
  const t = serverTranslator(language);
  const r = (key: ReportKey, values?: Record<string, string | number>) => t(`deepThought.report.${key}`, values);
  const f = numberFormats(language);
  const day = (iso: string) => f.date(`${iso}T12:00:00Z`, "UTC");
  const title = r("title", { handle: d.handle });

  const pdf = startPdf({ title, language });
  pdfTitle(pdf, title, r("subtitle", { start: day(d.week.start), end: day(d.week.end), made: f.date(now.toISOString(), "UTC") }));

  pdfHeading(pdf, r("growth"));
  if (d.growth) {
    pdfKeyValues(pdf, [
      [r("followersAtEnd"), f.count(d.growth.followers)],
      [r("weekChange"), f.change(d.growth.change)],
      [r("newFollowers"), f.count(d.growth.gained)],
      [r("unfollowers"), f.count(d.growth.lost)],
    ]);
  } else pdfParagraph(pdf, r("noGrowth"), "muted");
  if (d.growthChart.length > 1) pdfLineChart(pdf, [{ name: t("deepThought.dashboard.followers"), points: d.growthChart.map((g) => ({ x: g.day, y: g.followers })) }], { label: r("growthChart") });

  pdfHeading(pdf, r("topPosts"));
  const median = d.posts.medians.engagements;
  pdfParagraph(pdf, r("postsLine", { count: d.posts.count, engagements: f.count(d.posts.engagements), median: median === null ? r("none") : f.count(median) }));
  if (d.posts.top.length) {
    pdfTable(
      pdf,
      [{ name: r("posted"), weight: 1.7 }, { name: r("post"), weight: 3.6 }, { name: r("engagements"), align: "end", weight: 1.3 }, { name: r("rate"), align: "end", weight: 1.3 }],
      d.posts.top.map((p) => [f.date(p.created_at, "UTC"), truncate(p.text, 90), f.count(p.engagements), p.engagement_rate === null ? r("none") : f.percent(p.engagement_rate)]),
    );
  }

  pdfHeading(pdf, r("topEngagers"));
  const s = d.engagers.summary;
  if (s.engagers) {
    pdfParagraph(pdf, r("engagersLine", { engagers: f.count(s.engagers), engagements: f.count(s.engagements), verified: f.count(s.verified_engagers), verifiedEngagements: f.count(s.verified_engagements), following: f.count(s.following_engagers) }));
    pdfBarChart(pdf, d.engagers.results.map((e) => ({ label: `@${e.handle}`, value: e.total, text: f.count(e.total) })), { label: r("engagersChart") });
  } else pdfParagraph(pdf, r("noEngagers"), "muted");

  pdfHeading(pdf, r("bestTimes"));
  const b = d.bestTime;
  const dayName = (i: number) => t(`deepThought.bestTime.days.${WEEKDAYS[i]}`);
  pdfParagraph(pdf, r("bestLine", { posts: f.count(b.posts), zone: b.time_zone }), "muted");
  if (b.enough) {
    for (const c of b.best)
      pdfParagraph(pdf, `${t("deepThought.bestTime.slot", { day: dayName(c.weekday), hour: c.hour })} ${t("deepThought.bestTime.slotWhy", { posts: c.posts, lift: (c.lift ?? 0).toFixed(2), activity: c.activity.toFixed(2) })}`);
  } else pdfParagraph(pdf, t("deepThought.bestTime.notEnough", { needed: b.posts_needed }), "warn");
  pdfHeatMap(pdf, b.cells, { label: r("heatmap"), rowLabels: WEEKDAYS.map((_, i) => dayName(i)) });

  pdfHeading(pdf, r("quality"));
  const q = d.quality;
  pdfKeyValues(pdf, [
    [r("likelyBots"), `${f.percent(q.share)} ± ${f.percent(q.margin)}`],
    [r("scored"), t("deepThought.quality.summary", { bots: f.count(q.likely_bots), scored: f.count(q.scored), followers: f.count(q.followers) })],
  ]);
  pdfParagraph(pdf, r("qualityNote", { date: f.date(now.toISOString(), "UTC") }), "muted");
  return finishPdf(pdf);
}
