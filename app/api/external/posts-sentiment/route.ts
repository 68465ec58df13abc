// POST /api/external/posts-sentiment/ - sentiment split of the analysed posts
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["sentiment_analysis"]);
