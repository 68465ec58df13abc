// POST /api/external/seo-keywords/ - search-demand proxy for the audience keywords
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["seo"]);
