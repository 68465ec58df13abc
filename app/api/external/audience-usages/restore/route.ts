// POST /api/external/audience-usages/restore/ - copy a shared audience into one of my teams
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { restoreSchema } from "@/lib/schemas/audience-sharing";
import { restoreSharedAudience } from "@/lib/server/audiences/shared-audiences";

export const POST = route({ auth: "user", body: restoreSchema }, async ({ identity, body }) => json(await restoreSharedAudience(identity, body), { status: 201 }));
