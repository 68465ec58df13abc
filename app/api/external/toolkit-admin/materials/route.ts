// GET /api/external/toolkit-admin/materials/ - every material with whom it is for and its file, for the toolkit's admins
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireGroup } from "@/lib/server/auth/require-group";
import { TOOLKIT_ADMIN_GROUP } from "@/lib/server/toolkit-requests/list-toolkit-requests";
import { listAllMaterials } from "@/lib/server/marketing-materials/list-materials";

export const GET = route({ auth: "user" }, async ({ identity }) => {
  await requireGroup(identity, TOOLKIT_ADMIN_GROUP, "You do not have permission to perform this action.");
  return json(await listAllMaterials());
});
