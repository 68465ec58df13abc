// POST /api/network-operators/search/ - network operators whose name contains the {keywords}
import { searchReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const POST = searchReferenceRoute("network_operators");
