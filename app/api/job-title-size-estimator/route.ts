// POST /api/job-title-size-estimator/ - audience size of each job title and of all of them
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { jobTitlesSchema } from "@/lib/schemas/builder";
import { jobTitleSizes } from "@/lib/server/targeting/job-title-sizes";

export const POST = route({ auth: "user", body: jobTitlesSchema }, async ({ identity, body }) => json(await jobTitleSizes(identity, body.job_titles)));
