// GET /api/audience-plan/?team= - a team's audience plans; POST - create one
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { audiencePlanCreateSchema } from "@/lib/schemas/audience-plan";
import { listAudiencePlans } from "@/lib/server/audiences/plans/list-audience-plans";
import { createAudiencePlan } from "@/lib/server/audiences/plans/create-audience-plan";

const query = z.object({ team: z.string().trim().min(1).max(100) });

export const GET = route({ auth: "user", query }, async ({ identity, query }) => json(await listAudiencePlans(identity, query.team)));
export const POST = route({ auth: "user", body: audiencePlanCreateSchema }, async ({ identity, body }) => json(await createAudiencePlan(identity, body), { status: 201 }));
