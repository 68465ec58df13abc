// POST /api/external/toolkit-requests/verify/ - the e-mailed link's token confirms the request's address
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { verifyToolkitRequestSchema } from "@/lib/schemas/toolkit-requests";
import { verifyToolkitRequest } from "@/lib/server/toolkit-requests/verify-toolkit-request";

export const POST = route({ auth: "public", body: verifyToolkitRequestSchema }, async ({ body }) => json(await verifyToolkitRequest(body.token)));
