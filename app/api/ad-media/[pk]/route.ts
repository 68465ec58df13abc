// DELETE /api/ad-media/{pk}/ - remove a media item from the library
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { deleteMedia } from "@/lib/server/campaigns/creatives";

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteMedia(identity, idParam(params.pk));
  return noContent();
});
