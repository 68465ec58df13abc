// POST /api/external/marketing-materials/{slug}/download/ - a signed-in user's short-lived link to the file (visitors go through /request-download)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { callerAgency } from "@/lib/server/marketing-materials/caller-agency";
import { findMaterial } from "@/lib/server/marketing-materials/list-materials";
import { materialSlugParam } from "@/lib/server/marketing-materials/material-param";
import { signedFileUrl } from "@/lib/server/marketing-materials/download-links";

export const POST = route({ auth: "user" }, async ({ identity, params }) => {
  const material = await findMaterial(materialSlugParam(params.slug), await callerAgency(identity));
  if (!material) throw new AppError("not_found", "Not found.");
  return json({ url: signedFileUrl(material.slug), file_name: material.file_name });
});
