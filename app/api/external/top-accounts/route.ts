// POST /api/external/top-accounts/ - accounts the audience follows most, with affinity
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["top_accounts"]);
