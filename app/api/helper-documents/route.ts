// GET /api/helper-documents/ - the dashboard's helper documents
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { listMaterials } from "@/lib/server/marketing-materials/list-materials";

export const GET = route({ auth: "user" }, async () => json(await listMaterials({ agency: null, helper: true })));
