// POST /api/interests/search/ - interests whose name contains the {keywords}
import { searchReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const POST = searchReferenceRoute("interests");
