// GET /api/external/feature-access/ - which allow-listed tools (Creators, CampaignPlanner) the signed-in caller may use
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { featureAccess } from "@/lib/server/auth/feature-access";

export const GET = route({ auth: "user" }, async ({ identity }) => json(featureAccess(identity)));
