import "server-only";
import { invoiceDueDay, JAPANESE_TERMS } from "@/lib/domain/campaigns/japanese-terms";
import type { planSummary } from "@/lib/domain/campaigns/plan-summary";
import type { ServerTranslator } from "@/lib/server/i18n/translator";
import { pdfHeading, pdfList, pdfParagraph, type Pdf } from "@/lib/server/pdf";

type Japanese = NonNullable<ReturnType<typeof planSummary>["japanese"]>;

/** The §9 agreement terms for a yen campaign or plan, worded as the planner shows them. */
export function japaneseTermsSection(pdf: Pdf, t: ServerTranslator, terms: Japanese, money: (n: number) => string, today: string) {
  pdfHeading(pdf, t("campaigns.planner.japaneseTerms"));
  pdfParagraph(pdf, t("campaigns.planner.netSpend", { amount: money(terms.net) }));
  pdfParagraph(pdf, t(terms.minimumApplied ? "campaigns.planner.feeMinimum" : "campaigns.planner.fee", { fee: money(terms.fee) }));
  pdfParagraph(pdf, t("campaigns.planner.total", { amount: money(terms.total) }));
  pdfList(pdf, [
    t("campaigns.planner.termMonths", { day: terms.lastDay ?? t("campaigns.pdf.none") }),
    t("campaigns.planner.termSegments", { n: JAPANESE_TERMS.segmentsPerApplication }),
    t("campaigns.planner.termNoCancel"),
    t("campaigns.planner.termInvoice", { day: invoiceDueDay(today) }),
  ]);
  if (terms.tooLong) pdfParagraph(pdf, t("campaigns.planner.tooLong"), "warn");
  if (terms.tooManySegments) pdfParagraph(pdf, t("campaigns.planner.tooManySegments"), "warn");
}
