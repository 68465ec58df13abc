// POST /api/external/audience-usages/usage-check/ - whether to show the targeting suggestion prompt now
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { usageCheckSchema } from "@/lib/schemas/audience-sharing";
import { usageCheck } from "@/lib/server/audiences/usage-check";

export const POST = route({ auth: "user", body: usageCheckSchema }, async ({ identity }) => json(await usageCheck(identity)));
