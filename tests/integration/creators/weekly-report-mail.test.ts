import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/server/db/client";
import * as me from "@/app/api/external/deepthought/me/route";
import * as email from "@/app/api/external/deepthought/accounts/[id]/reports/email/route";
import { creatorAccounts, creatorReportMailings, users } from "@/lib/server/db/schema";
import { seedDemoCreator } from "@/lib/server/creators/seed-demo-creator";
import { seedDemoCreatorPosts } from "@/lib/server/creators/seed-demo-posts";
import { mailWeeklyReports, weeklyReportMailJob } from "@/lib/server/creators/reports/weekly-report-job";
import { setWeeklyEmail } from "@/lib/server/creators/reports/report-preferences";
import { ALL_JOBS } from "@/lib/server/jobs/all-jobs";
import { latestSlot } from "@/lib/server/jobs/schedules";
import { previousWeek } from "@/lib/domain/creators/report-weeks";
import { freshDatabase } from "../../support/test-db";
import { signedInCaller } from "../../support/auth";
import { pdfText } from "../../support/pdf-text";
import { mailText, startSmtpCapture, type CapturedMail, type SmtpCapture } from "../../support/smtp-capture";

let handle: DatabaseHandle;
let smtp: SmtpCapture;
let demo: Awaited<ReturnType<typeof signedInCaller>>;
let id: string;
const now = new Date();
const DEMO = "demo-mail@murmur.example";

beforeAll(async () => {
  smtp = await startSmtpCapture();
  process.env.SMTP_URL = smtp.url;
  handle = await freshDatabase();
  demo = await signedInCaller(DEMO);
  await seedDemoCreator(handle.db, DEMO, now);
  await seedDemoCreatorPosts(handle.db, DEMO);
  await handle.db.update(users).set({ language: "ja" }).where(eq(users.email, DEMO));
  id = String((await demo.call(me.GET, "GET", "/api/external/deepthought/me/")).data.active_account_id);
}, 180_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
  await handle.close();
});

/** The PDF attached to a captured mail (base64 in its MIME part). */
function attachedPdf(mail: CapturedMail): { name: string; bytes: Buffer } {
  const part = mail.raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
  if (!part) throw new Error("no PDF attached");
  const name = part.match(/filename="?([^";\r\n]+)"?/)![1];
  const body = part.split(/\r?\n\r?\n/).slice(1).join("\n");
  return { name, bytes: Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64") };
}

describe("the weekly report e-mail", () => {
  it("runs every Monday on the job queue", () => {
    expect(ALL_JOBS).toContain(weeklyReportMailJob);
    const slot = latestSlot(weeklyReportMailJob.schedule!.cron, now);
    expect(slot.getUTCDay()).toBe(1);
    expect(slot.getUTCHours()).toBe(6);
  });

  it("sends nothing to a creator who did not ask for it", async () => {
    const r = await mailWeeklyReports(handle.db, now);
    expect(r.sent).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(DEMO))).toHaveLength(0);
  });

  it("mails last week's PDF once to the owner who asked, in their language, however often the job runs", async () => {
    expect((await demo.call(email.PUT as never, "PUT", `/api/external/deepthought/accounts/${id}/reports/email/`, { params: { id }, body: { weekly_email: true } })).status).toBe(200);
    // Two processes at once, then a retry: one mail.
    const runs = await Promise.all([mailWeeklyReports(handle.db, now), mailWeeklyReports(handle.db, now)]);
    expect(runs.reduce((a, r) => a + r.sent, 0)).toBe(1);
    expect((await mailWeeklyReports(handle.db, now)).sent).toBe(0);
    // The slot's job run late, early next Monday before the new slot, still reports (and skips) the same week.
    const earlyNextMonday = new Date(Date.parse(`${previousWeek(now).start}T05:00:00Z`) + 14 * 86_400_000);
    expect(await mailWeeklyReports(handle.db, earlyNextMonday)).toMatchObject({ week: previousWeek(now).start, sent: 0 });

    const mail = await smtp.latestTo(DEMO);
    expect(smtp.mails.filter((m) => m.to.includes(DEMO))).toHaveLength(1);
    const week = previousWeek(now);
    expect(mailText(mail)).toContain("週次レポート");
    const pdf = attachedPdf(mail);
    expect(pdf.name).toBe(`murmur-murmur_creator-week-${week.start}.pdf`);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, " ");
    expect(text).toContain("週次レポート: @murmur_creator");
    expect(text).toContain("週末のフォロワー数");
    const [row] = await handle.db.select().from(creatorReportMailings);
    expect(row).toMatchObject({ weekStart: week.start });
    expect(row.sentAt).not.toBeNull();
  }, 120_000);

  it("sends the next week's report the Monday after", async () => {
    const nextMonday = new Date(now.getTime() + 7 * 86_400_000);
    const r = await mailWeeklyReports(handle.db, nextMonday);
    expect(r).toMatchObject({ week: previousWeek(nextMonday).start, sent: 1 });
    expect(smtp.mails.filter((m) => m.to.includes(DEMO))).toHaveLength(2);
  }, 120_000);

  it("skips an opted-in account that was not tracked during the week", async () => {
    const other = await signedInCaller("untracked@murmur.example");
    const [account] = await handle.db.insert(creatorAccounts).values({ userId: other.userId, xUserId: "9900000077", handle: "untracked" }).returning();
    await setWeeklyEmail(handle.db, account, true);
    const r = await mailWeeklyReports(handle.db, new Date(now.getTime() + 14 * 86_400_000));
    expect(smtp.mails.filter((m) => m.to.includes("untracked@murmur.example"))).toHaveLength(0);
    expect(r.skipped).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
