// GET /api/external/audience-usages/shared-with/?audience_config_id= - audiences shared with me, or who one of ours was shared with
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { sharedWithQuerySchema } from "@/lib/schemas/audience-sharing";
import { sharedWith } from "@/lib/server/audiences/shared-audiences";

export const GET = route({ auth: "user", query: sharedWithQuerySchema }, async ({ identity, query }) => json(await sharedWith(identity, query.audience_config_id)));
