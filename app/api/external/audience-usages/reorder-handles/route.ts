// POST /api/external/audience-usages/reorder-handles/ - put a saved audience's handles in a new order
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { reorderHandlesSchema } from "@/lib/schemas/audience-sharing";
import { reorderHandles } from "@/lib/server/audiences/reorder-handles";

export const POST = route({ auth: "user", body: reorderHandlesSchema }, async ({ identity, body }) => json(await reorderHandles(identity, body)));
