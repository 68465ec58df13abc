// POST /api/job-title-targeting/ - start a targeting package for job titles; returns the id to poll at audience-insight
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { jobTitleTargetingSchema } from "@/lib/schemas/builder";
import { startJobTitleGeneration } from "@/lib/server/targeting/generation/start-job-title-generation";

export const POST = route({ auth: "user", body: jobTitleTargetingSchema }, async ({ identity, body }) => json(await startJobTitleGeneration(identity, body), { status: 201 }));
