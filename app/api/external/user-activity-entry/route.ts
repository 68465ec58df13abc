// POST /api/external/user-activity-entry/ - log an analysis or export the caller did (action_at UTC "YYYY-MM-DD HH:mm:ss")
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { userActivityEntrySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { logUserActivity } from "@/lib/server/analysis/log-user-activity";

export const POST = route({ auth: "user", body: userActivityEntrySchema }, async ({ identity, body }) => {
  return json(await logUserActivity(await analysisScope(identity), body), { status: 201 });
});
