// POST /api/external/analyze-handles/create-sheet/ - the analysis as an .xlsx, one sheet per picked section
import { route } from "@/lib/server/http/route";
import { createSheetBodySchema } from "@/lib/schemas/exports";
import { analysisScope } from "@/lib/server/analysis/scope";
import { createSheet } from "@/lib/server/exports/create-sheet";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const POST = route({ auth: "user", body: createSheetBodySchema }, async ({ identity, body }) => {
  const sheet = await createSheet(await analysisScope(identity, body), body);
  return new Response(new Uint8Array(sheet.bytes), {
    headers: { "content-type": XLSX, "content-disposition": `attachment; filename="${sheet.filename}"`, "cache-control": "no-store" },
  });
});
