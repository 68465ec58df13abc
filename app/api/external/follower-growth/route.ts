// POST /api/external/follower-growth/ - the analysed handle's follower growth
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["follower_growth"]);
