// GET /api/interests/ - every X interest (id, label Category/Subcategory)
import { listReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const GET = listReferenceRoute("interests");
