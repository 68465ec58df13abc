// POST /api/external/audience-usages/ - record a targeting package applied through the extension
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { audienceUsageSchema } from "@/lib/schemas/targeting";
import { recordAudienceUsage } from "@/lib/server/audiences/record-audience-usage";

export const POST = route({ auth: "user", body: audienceUsageSchema }, async ({ identity, body }) => json(await recordAudienceUsage(identity, body), { status: 201 }));
