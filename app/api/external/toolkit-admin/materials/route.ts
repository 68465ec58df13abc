// GET /api/external/toolkit-admin/materials/ - every material with whom it is for and its file, for the toolkit's admins
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireToolkitAdmin } from "@/lib/server/auth/require-group";
import { listAllMaterials } from "@/lib/server/marketing-materials/list-materials";

export const GET = route({ auth: "user" }, async ({ identity }) => {
  await requireToolkitAdmin(identity);
  return json(await listAllMaterials());
});
