// POST /api/campaign-summary-pdf/ - the summary of one of the team's campaigns (members only), or of a plan (the public planner's), as a PDF
import { route } from "@/lib/server/http/route";
import { campaignSummaryPdfSchema } from "@/lib/schemas/campaign-summary-pdf";
import { summaryPdf } from "@/lib/server/campaigns/summary-pdf";

export const POST = route({ auth: "public", body: campaignSummaryPdfSchema }, async ({ identity, body }) => {
  const file = await summaryPdf(identity, body);
  return new Response(new Uint8Array(file.bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.name}"`, "cache-control": "no-store" },
  });
});
