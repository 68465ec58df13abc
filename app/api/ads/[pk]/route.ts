// DELETE /api/ads/{pk}/ - remove an ad (its promoted post) from its ad set
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { deleteAd } from "@/lib/server/campaigns/ads";

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteAd(identity, idParam(params.pk));
  return noContent();
});
