import "server-only";
import { eq, min } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { creatorDailyCounts } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { checkReportWeek, reportWeeks, weekEndsAt, weekGrowth, weekStartOf, type ReportWeek } from "@/lib/domain/creators/report-weeks";
import type { ReportListView } from "@/lib/schemas/creator-reports";
import type { CreatorAccount } from "../creator-accounts";
import { creatorDashboard } from "../dashboard";
import { allPosts, postMedians } from "../posts";
import { listEngagers } from "../engagers";
import { bestPostTime } from "../best-post-time";
import { weeklyEmailWanted } from "./report-preferences";

const DAY = 86_400_000;
export const TOP_POSTS = 5;
export const TOP_ENGAGERS = 10;

/** The first day the account's daily counts hold (the start of its reports). */
export async function firstTrackedDay(db: Database, account: CreatorAccount): Promise<Date | null> {
  const [row] = await db.select({ day: min(creatorDailyCounts.day) }).from(creatorDailyCounts).where(eq(creatorDailyCounts.accountId, account.id));
  return row?.day ? new Date(`${row.day}T00:00:00Z`) : null;
}

/** GET .../reports/: the weeks with a report, when the next one is ready, and the weekly e-mail choice. */
export async function reportList(db: Database, account: CreatorAccount, now = new Date()): Promise<ReportListView> {
  const next = new Date(weekStartOf(now).getTime() + 7 * DAY);
  return { weeks: reportWeeks(await firstTrackedDay(db, account), now), next_ready: next.toISOString().slice(0, 10), weekly_email: await weeklyEmailWanted(db, account) };
}

/** The week asked for by its Monday, or a 400 saying why there is no report for it. */
export async function askedReportWeek(db: Database, account: CreatorAccount, value: string, now = new Date()): Promise<ReportWeek> {
  const checked = checkReportWeek(value, await firstTrackedDay(db, account), now);
  if ("error" in checked) throw new AppError("bad_request", checked.error, { week: [checked.error] });
  return checked.week;
}

/**
 * The figures of one week's report, read by the same functions as the screens: the dashboard's
 * growth series and audience quality, the posts page's posts and medians, the engagers page for the
 * week's 7 days, the best-time grid of the 90 days to the week's end.
 */
export async function weeklyReportData(db: Database, account: CreatorAccount, week: ReportWeek) {
  const end = weekEndsAt(week);
  const dashboard = await creatorDashboard(db, account);
  const posts = await allPosts(db, account);
  const weekPosts = posts.filter((p) => p.created_at.slice(0, 10) >= week.start && p.created_at.slice(0, 10) <= week.end);
  // The posts page's order for "-engagements": most engagements first, ties by id descending.
  const topPosts = [...weekPosts].sort((a, b) => b.engagements - a.engagements || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, TOP_POSTS);
  const engagers = await listEngagers(db, account, { page: 1, page_size: TOP_ENGAGERS, ordering: "-total", days: 7 }, end);
  const bestTime = await bestPostTime(db, account, undefined, end);
  const growth = dashboard.growth.filter((g) => g.day <= week.end);
  return {
    week,
    handle: account.handle,
    growth: weekGrowth(growth, week),
    growthChart: growth.slice(-90),
    posts: { count: weekPosts.length, engagements: weekPosts.reduce((a, p) => a + p.engagements, 0), medians: postMedians(posts), top: topPosts },
    engagers,
    bestTime,
    quality: dashboard.quality,
  };
}

export type WeeklyReportData = Awaited<ReturnType<typeof weeklyReportData>>;
