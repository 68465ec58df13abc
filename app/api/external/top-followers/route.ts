// POST /api/external/top-followers/ - the audience's accounts with the most followers
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["largest_followers"]);
