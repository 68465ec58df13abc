import "server-only";
import type { z } from "zod";
import type { campaignSummaryPdfSchema } from "@/lib/schemas/campaign-summary-pdf";
import type { Identity } from "@/lib/server/auth/identity";
import { campaignSummaryPdf } from "./campaign-summary-pdf";
import { planSummaryPdf } from "./plan-summary-pdf";

/** POST /api/campaign-summary-pdf/: a campaign's summary (the caller's team's only) or a plan's. */
export async function summaryPdf(identity: Identity, input: z.infer<typeof campaignSummaryPdfSchema>): Promise<{ bytes: Buffer; name: string }> {
  if (input.campaign !== undefined) return campaignSummaryPdf(identity, input.campaign, input.language);
  return { bytes: await planSummaryPdf(input.plan!, input.language), name: "murmur-campaign-plan.pdf" };
}
