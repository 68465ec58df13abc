// DELETE /api/uploaded-audiences/{pk}/ - remove an upload and its line item on X
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { deleteUploadedAudience } from "@/lib/server/ads/delete-uploaded-audience";

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteUploadedAudience(identity, idParam(params.pk));
  return noContent();
});
