// GET /api/external/marketing-materials/{slug}/ - one material, when the caller may see it
// PATCH /api/external/marketing-materials/{slug}/ - admins change a material's details (address name included), its file kept
// DELETE /api/external/marketing-materials/{slug}/ - admins remove a material and its file
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { requireToolkitAdmin } from "@/lib/server/auth/require-group";
import { callerAgency } from "@/lib/server/marketing-materials/caller-agency";
import { findMaterial } from "@/lib/server/marketing-materials/list-materials";
import { materialSlugParam } from "@/lib/server/marketing-materials/material-param";
import { deleteMaterial } from "@/lib/server/marketing-materials/save-material";
import { updateMaterialDetails } from "@/lib/server/marketing-materials/update-material-details";
import { materialDetailsSchema } from "@/lib/schemas/marketing-materials";

export const GET = route({ auth: "public" }, async ({ identity, params }) => {
  const material = await findMaterial(materialSlugParam(params.slug), await callerAgency(identity));
  if (!material) throw new AppError("not_found", "Not found.");
  return json(material);
});

export const PATCH = route({ auth: "user", body: materialDetailsSchema }, async ({ identity, params, body }) => {
  await requireToolkitAdmin(identity);
  return json(await updateMaterialDetails(materialSlugParam(params.slug), body));
});

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await requireToolkitAdmin(identity);
  await deleteMaterial(materialSlugParam(params.slug));
  return noContent();
});
