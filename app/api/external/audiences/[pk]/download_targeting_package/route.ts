// GET /api/external/audiences/{pk}/download_targeting_package/ - the package as an Ads Editor-style CSV sheet
import { route } from "@/lib/server/http/route";
import { AppError } from "@/lib/server/http/app-error";
import { configIdSchema } from "@/lib/schemas/targeting";
import { downloadTargetingPackage } from "@/lib/server/audiences/download-targeting-package";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const id = configIdSchema.safeParse(params.pk);
  if (!id.success) throw new AppError("not_found", "Not found.");
  const { filename, csv } = await downloadTargetingPackage(identity, id.data);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${encodeURIComponent(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "cache-control": "no-store",
    },
  });
});
