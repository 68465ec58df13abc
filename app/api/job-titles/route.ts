// GET /api/job-titles/ - the job-title taxonomy, categories with their titles
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { listJobTitles } from "@/lib/server/targeting/list-job-titles";

export const GET = route({ auth: "user" }, async () => json(await listJobTitles(await db())));
