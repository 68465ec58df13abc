// POST /api/external/x-stats/ - audience by country
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["countries", "audience_size"]);
