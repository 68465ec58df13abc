// POST /api/external/audience-usages/autopilot-budget-check/ - whether an ad account can fund a budget
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { autopilotBudgetSchema } from "@/lib/schemas/audience-sharing";
import { autopilotBudgetCheck } from "@/lib/server/ads/autopilot-budget-check";

export const POST = route({ auth: "user", body: autopilotBudgetSchema }, async ({ identity, body }) => json(await autopilotBudgetCheck(identity, body)));
