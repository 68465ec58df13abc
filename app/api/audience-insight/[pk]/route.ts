// GET /api/audience-insight/{pk}/ - the insights record of a generation, polled until its package is ready
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { pollGeneration } from "@/lib/server/targeting/generation/get-generation";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await pollGeneration(identity, idParam(params.pk))));
