// GET /api/network-operators/ - mobile network operators by country
import { listReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const GET = listReferenceRoute("network_operators");
