// GET /api/external/marketing-materials/ - the library as the caller may see it (visitor, or an agency's user), filtered by type, language and words
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { materialListQuerySchema } from "@/lib/schemas/marketing-materials";
import { callerAgency } from "@/lib/server/marketing-materials/caller-agency";
import { listMaterials } from "@/lib/server/marketing-materials/list-materials";

export const GET = route({ auth: "public", query: materialListQuerySchema }, async ({ identity, query }) =>
  json(await listMaterials({ agency: await callerAgency(identity), ...query })),
);
