// POST /api/uploaded-audiences/ - upload a saved audience to an ad account; GET ?team= - the team's uploads with status
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { uploadAudienceSchema, uploadedListQuerySchema } from "@/lib/schemas/ads";
import { uploadAudience } from "@/lib/server/ads/upload-audience";
import { listUploadedAudiences } from "@/lib/server/ads/list-uploaded-audiences";

export const POST = route({ auth: "user", body: uploadAudienceSchema }, async ({ identity, body }) => json(await uploadAudience(identity, body), { status: 201 }));

export const GET = route({ auth: "user", query: uploadedListQuerySchema }, async ({ identity, query }) => json(await listUploadedAudiences(identity, query.team, query.audience_config_id)));
