// GET, PATCH, DELETE /api/adsets/{pk}/ - one ad set (name, bid, status)
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { adsetUpdateSchema } from "@/lib/schemas/campaigns";
import { deleteAdset, getAdset, updateAdset } from "@/lib/server/campaigns/adsets";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await getAdset(identity, idParam(params.pk))));

export const PATCH = route({ auth: "user", body: adsetUpdateSchema }, async ({ identity, params, body }) => json(await updateAdset(identity, idParam(params.pk), body)));

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteAdset(identity, idParam(params.pk));
  return noContent();
});
