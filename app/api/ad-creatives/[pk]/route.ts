// GET, DELETE /api/ad-creatives/{pk}/ - one creative
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { deleteCreative, getCreative } from "@/lib/server/campaigns/creatives";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await getCreative(identity, idParam(params.pk))));

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteCreative(identity, idParam(params.pk));
  return noContent();
});
