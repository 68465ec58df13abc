// GET /api/external/feature-access/ - which allow-listed tools (Creators, CampaignPlanner) the signed-in caller may use, and whether they run the toolkit (its admin screens)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { featureAccess } from "@/lib/server/auth/feature-access";
import { inGroup, TOOLKIT_ADMIN_GROUP } from "@/lib/server/auth/require-group";
import { requireUser } from "@/lib/server/auth/require-user";

export const GET = route({ auth: "user" }, async ({ identity }) =>
  json({ ...featureAccess(identity), toolkit_admin: await inGroup(requireUser(identity).userId, TOOLKIT_ADMIN_GROUP) }),
);
