// GET /api/external/audience-usages/verify_signed/?token= - what a share link holds, if it is valid
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { verifySignedQuerySchema } from "@/lib/schemas/audience-sharing";
import { verifySignedShare } from "@/lib/server/audiences/shared-audiences";

export const GET = route({ auth: "user", query: verifySignedQuerySchema }, async ({ identity, query }) => json(await verifySignedShare(identity, query.token)));
