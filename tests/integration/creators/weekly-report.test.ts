import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as me from "@/app/api/external/deepthought/me/route";
import * as dashboard from "@/app/api/external/deepthought/accounts/[id]/dashboard/route";
import * as posts from "@/app/api/external/deepthought/accounts/[id]/posts/route";
import * as engagers from "@/app/api/external/deepthought/accounts/[id]/engagers/route";
import * as best from "@/app/api/external/deepthought/accounts/[id]/best-post-time/route";
import * as reports from "@/app/api/external/deepthought/accounts/[id]/reports/route";
import * as weekly from "@/app/api/external/deepthought/accounts/[id]/reports/weekly/[week]/route";
import * as tokenWeekly from "@/app/api/external/deepthought-token/accounts/[id]/reports/weekly/[week]/route";
import * as email from "@/app/api/external/deepthought/accounts/[id]/reports/email/route";
import { seedDemoCreator } from "@/lib/server/creators/seed-demo-creator";
import { seedDemoCreatorPosts } from "@/lib/server/creators/seed-demo-posts";
import { numberFormats } from "@/lib/domain/format/number-formats";
import { truncate } from "@/lib/domain/format";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { pdfText } from "../../support/pdf-text";

let handle: DatabaseHandle;
let demo: Awaited<ReturnType<typeof signedInCaller>>;
let other: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
const now = new Date();

beforeAll(async () => {
  handle = await freshDatabase();
  demo = await signedInCaller("demo-report@murmur.example");
  other = await signedInCaller("someone-else@murmur.example");
  await seedDemoCreator(handle.db, "demo-report@murmur.example", now);
  await seedDemoCreatorPosts(handle.db, "demo-report@murmur.example");
  id = String((await demo.call(me.GET, "GET", "/api/external/deepthought/me/")).data.active_account_id);
}, 180_000);
afterAll(async () => handle.close());

const call = (mod: Record<string, unknown>, method: string, path: string, o: { body?: unknown; params?: Record<string, string>; who?: typeof demo } = {}) =>
  (o.who ?? demo).call(mod[method] as never, method, `/api/external/deepthought/accounts/${id}/${path}`, { params: { id, ...o.params }, body: o.body });

const report = async (week: string, language?: string, mod: Record<string, unknown> = weekly) => {
  const res = await call(mod, "GET", `reports/weekly/${week}/${language ? `?language=${language}` : ""}`, { params: { week } });
  return { ...res, text: res.status === 200 ? (await pdfText(res.bytes)).replace(/\s+/g, " ") : "" };
};

/** What the screens' endpoints answer with the clock at the end of the week (the engagers page and heat map read the days before "now"). */
async function screensAt(end: Date) {
  vi.useFakeTimers({ toFake: ["Date"], now: end });
  try {
    return {
      engagers: (await call(engagers, "GET", "engagers/?days=7&page_size=10")).data,
      best: (await call(best, "GET", "best-post-time/")).data,
    };
  } finally {
    vi.useRealTimers();
  }
}

describe("weekly report", () => {
  it("lists the ended weeks since tracking started, newest first, with the e-mail off", async () => {
    const { status, data } = await call(reports, "GET", "reports/");
    expect(status).toBe(200);
    expect(data.weeks.length).toBeGreaterThanOrEqual(12);
    const monday = new Date(data.weeks[0].start + "T00:00:00Z");
    expect(monday.getUTCDay()).toBe(1);
    expect(now.getTime() - monday.getTime()).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(now.getTime() - monday.getTime()).toBeLessThan(14 * 86_400_000);
    expect(data.weekly_email).toBe(false);
  });

  it("writes the figures the screens show for the week, in English", async () => {
    const { data: list } = await call(reports, "GET", "reports/");
    const week = list.weeks[0];
    const end = new Date(Date.parse(`${week.start}T00:00:00Z`) + 7 * 86_400_000);
    const pdf = await report(week.start, "en");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const f = numberFormats("en");
    const text = pdf.text;
    expect(text).toContain("Weekly report: @murmur_creator");

    // Growth: the dashboard's daily counts over the week's days.
    const dash = (await call(dashboard, "GET", "dashboard/")).data;
    const days = dash.growth.filter((g: { day: string }) => g.day >= week.start && g.day <= week.end);
    const before = dash.growth.filter((g: { day: string }) => g.day < week.start).at(-1);
    expect(days).toHaveLength(7);
    const last = days.at(-1).followers;
    const sum = (k: string) => days.reduce((a: number, d: Record<string, number>) => a + d[k], 0);
    expect(text).toContain(`Followers at the end of the week ${f.count(last)}`);
    expect(text).toContain(`Change over the week ${f.change(last - before.followers)}`);
    expect(text).toContain(`New followers ${f.count(sum("gained"))}`);
    expect(text).toContain(`Unfollowers ${f.count(sum("lost"))}`);

    // Top posts: the posts page's rows of the week, most engagements first.
    const page = (await call(posts, "GET", "posts/?ordering=-date&page_size=100")).data;
    const ofWeek = page.results.filter((p: { created_at: string }) => p.created_at.slice(0, 10) >= week.start && p.created_at.slice(0, 10) <= week.end);
    expect(ofWeek.length).toBeGreaterThan(5);
    const total = ofWeek.reduce((a: number, p: { engagements: number }) => a + p.engagements, 0);
    expect(text).toContain(`${ofWeek.length} posts this week, ${f.count(total)} engagements.`);
    expect(text).toContain(`median over all tracked posts: ${f.count(page.medians.engagements)} engagements`);
    // The posts page's order for "-engagements": ties by id, descending.
    const top = [...ofWeek].sort((a, b) => b.engagements - a.engagements || (a.id < b.id ? 1 : -1)).slice(0, 5);
    expect(text).toContain(top.map((p) => `${f.date(p.created_at, "UTC")} ${truncate(p.text, 90)} ${f.count(p.engagements)} ${f.percent(p.engagement_rate)}`).join(" "));

    // Engagers and best times as the pages answer them at the week's end.
    const screens = await screensAt(end);
    const s = screens.engagers.summary;
    expect(s.engagers).toBeGreaterThan(0);
    expect(text).toContain(`${f.count(s.engagers)} people engaged ${f.count(s.engagements)} times; ${f.count(s.verified_engagers)} of them verified (${f.count(s.verified_engagements)} engagements), ${f.count(s.following_engagers)} follow you.`);
    for (const e of screens.engagers.results.slice(0, 5)) expect(text).toContain(`@${e.handle} ${f.count(e.total)}`);
    expect(screens.best.enough).toBe(true);
    expect(text).toContain(`From ${f.count(screens.best.posts)} posts of the 90 days to the end of the week, in Asia/Tokyo time.`);
    const days3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    for (const c of screens.best.best) expect(text).toContain(`${days3[c.weekday]} ${c.hour}:00 (${c.posts} posts, ${c.lift.toFixed(2)}x`);

    // Audience quality: the dashboard's share and margin.
    expect(text).toContain(`Likely bots and spam accounts ${f.percent(dash.quality.share)} ± ${f.percent(dash.quality.margin)}`);
  }, 120_000);

  it("writes it in Japanese for a Japanese reader, the same figures, through the token path too", async () => {
    const { data: list } = await call(reports, "GET", "reports/");
    const week = list.weeks[1];
    const pdf = await report(week.start, "ja", tokenWeekly);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain("週次レポート: @murmur_creator");
    expect(pdf.text).toContain("週末のフォロワー数");
    expect(pdf.text).toContain("オーディエンスの質");
    const dash = (await call(dashboard, "GET", "dashboard/")).data;
    const last = dash.growth.filter((g: { day: string }) => g.day <= week.end).at(-1).followers;
    expect(pdf.text).toContain(`週末のフォロワー数 ${numberFormats("ja").count(last)}`);
  }, 120_000);

  it("refuses a week that is not a Monday, not a date, not over yet or before tracking, with a 400 saying why", async () => {
    const { data: list } = await call(reports, "GET", "reports/");
    const tuesday = new Date(Date.parse(`${list.weeks[0].start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ["2026-13-01", "Week must be the date of its Monday"],
      ["2026-02-30", "Week must be the date of its Monday"],
      ["last-week", "Week must be the date of its Monday"],
      [tuesday, "Week must start on a Monday"],
      [list.next_ready, "has not ended yet"],
      ["2020-01-06", "the account was not tracked yet"],
    ];
    for (const [week, message] of cases) {
      const res = await report(week);
      expect(res.status, week).toBe(400);
      expect(JSON.stringify(res.data)).toContain(message);
    }
    const bad = await report(list.weeks[0].start, "fr");
    expect(bad.status).toBe(400);
  });

  it("answers 404 to anyone but the owner", async () => {
    const { data: list } = await call(reports, "GET", "reports/");
    for (const [mod, path] of [[reports, "reports/"], [weekly, `reports/weekly/${list.weeks[0].start}/`], [email, "reports/email/"]] as const) {
      const res = await call(mod, "GET", path, { who: other, params: { week: list.weeks[0].start } });
      expect(res.status).toBe(404);
    }
  });

  it("keeps the weekly e-mail choice, and refuses a value that is not true or false", async () => {
    expect((await call(email, "PUT", "reports/email/", { body: { weekly_email: true } })).data).toEqual({ weekly_email: true });
    expect((await call(email, "GET", "reports/email/")).data).toEqual({ weekly_email: true });
    expect((await call(reports, "GET", "reports/")).data.weekly_email).toBe(true);
    const bad = await call(email, "PUT", "reports/email/", { body: { weekly_email: "yes" } });
    expect(bad.status).toBe(400);
    expect((await call(email, "GET", "reports/email/")).data).toEqual({ weekly_email: true });
    await call(email, "PUT", "reports/email/", { body: { weekly_email: false } });
    expect((await call(email, "GET", "reports/email/")).data).toEqual({ weekly_email: false });
  });
});
