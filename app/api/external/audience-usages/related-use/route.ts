// POST /api/external/audience-usages/related-use/ - count a use of a related audience; says whether to show the suggestion prompt now
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { usageCheckSchema } from "@/lib/schemas/audience-sharing";
import { recordRelatedUse } from "@/lib/server/audiences/usage-check";

export const POST = route({ auth: "user", body: usageCheckSchema }, async ({ identity }) => json(await recordRelatedUse(identity), { status: 201 }));
