import "server-only";
import type { z } from "zod";
import type { campaignSummaryPdfSchema } from "@/lib/schemas/campaign-summary-pdf";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { campaignSummaryPdf } from "./campaign-summary-pdf";
import { planSummaryPdf } from "./plan-summary-pdf";

/**
 * POST /api/campaign-summary-pdf/: a campaign's summary (a signed-in member of its team only) or a
 * plan's. The planner is a public page of the toolkit and a plan holds only what its visitor typed,
 * so a plan's PDF needs no sign-in.
 */
export async function summaryPdf(identity: Identity, input: z.infer<typeof campaignSummaryPdfSchema>): Promise<{ bytes: Buffer; name: string }> {
  if (input.campaign !== undefined) {
    requireUser(identity);
    return campaignSummaryPdf(identity, input.campaign, input.language);
  }
  return { bytes: await planSummaryPdf(input.plan!, input.language), name: "murmur-campaign-plan.pdf" };
}
