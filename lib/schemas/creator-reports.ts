import { z } from "zod";
import { LOCALES } from "@/lib/domain/locale";
import type { ReportWeek } from "@/lib/domain/creators/report-weeks";

/** Deep Thought's weekly report: the weeks there are reports for, one week's PDF, the weekly e-mail. */

export const reportPdfQuerySchema = z.object({
  language: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(", ")}` }).optional(),
});
export type ReportPdfQuery = z.infer<typeof reportPdfQuerySchema>;

/** "E-mail me the weekly report" (the form on the dashboard and PUT .../reports/email/). */
export const reportEmailSchema = z.object({
  weekly_email: z.boolean({ error: "weekly_email must be true or false" }),
});
export type ReportEmailInput = z.infer<typeof reportEmailSchema>;

export interface ReportListView {
  /** Ended weeks with a report, newest first (Monday to Sunday, UTC). */
  weeks: ReportWeek[];
  /** The Monday the next week's report is ready. */
  next_ready: string;
  weekly_email: boolean;
}

/** The dashboard's "Weekly report" control: the week to download, by its Monday. */
export const reportDownloadSchema = z.object({
  week: z.string({ error: "Pick a week" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a week"),
});
export type ReportDownloadInput = z.infer<typeof reportDownloadSchema>;
