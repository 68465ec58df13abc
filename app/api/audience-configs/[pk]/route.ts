// GET /api/audience-configs/{pk}/ - one audience config; PUT/PATCH - change its fields; DELETE - remove it
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { deleteAudienceConfig } from "@/lib/server/audiences/delete-audience-config";
import { AppError } from "@/lib/server/http/app-error";
import { audienceConfigUpdateSchema, configIdSchema } from "@/lib/schemas/targeting";
import { findAudienceConfig } from "@/lib/server/audiences/find-audience-config";
import { updateAudienceConfig } from "@/lib/server/audiences/update-audience-config";
import { audienceConfigView } from "@/lib/server/audiences/audience-config-view";

const configId = (pk: unknown) => {
  const id = configIdSchema.safeParse(pk);
  if (!id.success) throw new AppError("not_found", "Not found.");
  return id.data;
};

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(audienceConfigView(await findAudienceConfig(identity, configId(params.pk)))));

const update = route({ auth: "user", body: audienceConfigUpdateSchema }, async ({ identity, params, body }) => json(await updateAudienceConfig(identity, configId(params.pk), body)));
export const PUT = update;
export const PATCH = update;

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteAudienceConfig(identity, configId(params.pk));
  return noContent();
});
