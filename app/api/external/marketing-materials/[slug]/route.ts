// GET /api/external/marketing-materials/{slug}/ - one material, when the caller may see it
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { callerAgency } from "@/lib/server/marketing-materials/caller-agency";
import { findMaterial } from "@/lib/server/marketing-materials/list-materials";
import { materialSlugParam } from "@/lib/server/marketing-materials/material-param";

export const GET = route({ auth: "public" }, async ({ identity, params }) => {
  const material = await findMaterial(materialSlugParam(params.slug), await callerAgency(identity));
  if (!material) throw new AppError("not_found", "Not found.");
  return json(material);
});
