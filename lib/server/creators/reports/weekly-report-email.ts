import "server-only";
import { mailTranslator, paragraphsHtml } from "@/lib/server/mail/translator";
import { sendMail } from "@/lib/server/mail/send-mail";
import { formatShortDate } from "@/lib/domain/format";
import type { ReportWeek } from "@/lib/domain/creators/report-weeks";

/** Sends a week's report to the account's owner, the PDF attached, in their language. */
export async function sendWeeklyReportEmail(o: { to: string; language: string; handle: string; week: ReportWeek; file: { bytes: Buffer; name: string } }): Promise<void> {
  const t = mailTranslator(o.language);
  const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`, o.language, "UTC");
  const values = { handle: o.handle, start: day(o.week.start), end: day(o.week.end) };
  const lines = [t("deepThought.report.mailBody", values), t("deepThought.report.mailStop")];
  await sendMail({
    to: o.to,
    subject: t("deepThought.report.mailSubject", values),
    text: lines.join("\n\n"),
    html: paragraphsHtml(lines),
    attachments: [{ filename: o.file.name, content: o.file.bytes, contentType: "application/pdf" }],
  });
}
