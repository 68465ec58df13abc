// POST /api/external/audience-usages/generate-sheet/ - several saved audiences as one Ads Editor-style CSV sheet
import { route } from "@/lib/server/http/route";
import { csvResponse } from "@/lib/server/http/csv-response";
import { generateSheetSchema } from "@/lib/schemas/audience-sharing";
import { generateSheet } from "@/lib/server/audiences/generate-sheet";

export const POST = route({ auth: "user", body: generateSheetSchema }, async ({ identity, body }) => {
  const { filename, csv } = await generateSheet(identity, body.audience_config_ids);
  return csvResponse(filename, csv);
});
