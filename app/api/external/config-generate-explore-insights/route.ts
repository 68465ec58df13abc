// POST /api/external/config-generate-explore-insights/ - insights of a saved audience config (ConfigGenerateExploreInsights)
import { z } from "zod";
import { rowId } from "@/lib/schemas/row-id";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { requireUser } from "@/lib/server/auth/require-user";
import { emailField } from "@/lib/schemas/generation";
import { configInsights } from "@/lib/server/targeting/insights/config-insights";
import { INVALID_ACCESS } from "@/lib/server/targeting/generation/start-generation";

const body = z.object({ ad_account_id: z.string().trim().max(64).nullable().default(null), email: emailField, audience_config_id: rowId() });

export const POST = route({ auth: "user", body }, async ({ identity, body }) => {
  const insights = await configInsights(identity, body.audience_config_id);
  if (body.email.toLowerCase() !== (requireUser(identity).email ?? "").toLowerCase()) throw new AppError("bad_request", INVALID_ACCESS);
  return json(insights);
});
