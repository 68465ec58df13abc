// GET /api/jobs/{id}/ - a background job's status and progress, for the user who started it (or their team)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { readJobStatus } from "@/lib/server/jobs/job-status";

export const GET = route({ auth: "user" }, async ({ identity, params }) => json(await readJobStatus(identity, idParam(params.id))));
