// DELETE /api/uploaded-audiences/{pk}/ - remove an upload and its line item on X
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { configIdSchema } from "@/lib/schemas/targeting";
import { deleteUploadedAudience } from "@/lib/server/ads/delete-uploaded-audience";

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  const id = configIdSchema.safeParse(params.pk);
  if (!id.success) throw new AppError("not_found", "Not found.");
  await deleteUploadedAudience(identity, id.data);
  return noContent();
});
