// GET /api/external/audiences/{pk}/download_targeting_package/ - the package as an Ads Editor-style CSV sheet
import { route } from "@/lib/server/http/route";
import { csvResponse } from "@/lib/server/http/csv-response";
import { downloadTargetingPackage } from "@/lib/server/audiences/download-targeting-package";
import { idParam } from "@/lib/server/http/id-param";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { filename, csv } = await downloadTargetingPackage(identity, idParam(params.pk));
  return csvResponse(filename, csv);
});
