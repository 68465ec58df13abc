// GET /api/audience-plan/{pk}/ - one audience plan; PUT/PATCH - change it; DELETE - remove it (team members)
import { route } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { audiencePlanUpdateSchema } from "@/lib/schemas/audience-plan";
import { findAudiencePlan } from "@/lib/server/audiences/plans/find-audience-plan";
import { planView } from "@/lib/server/audiences/plans/plan-view";
import { deleteAudiencePlan, updateAudiencePlan } from "@/lib/server/audiences/plans/update-audience-plan";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(planView(await findAudiencePlan(identity, idParam(params.pk)))));

const update = route({ auth: "user", body: audiencePlanUpdateSchema }, async ({ identity, params, body }) => json(await updateAudiencePlan(identity, idParam(params.pk), body)));
export const PUT = update;
export const PATCH = update;

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  await deleteAudiencePlan(identity, idParam(params.pk));
  return noContent();
});
