// POST /api/external/audiences/{pk}/share-via-account/ - share a saved audience with another user's account by e-mail
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { shareViaAccountSchema } from "@/lib/schemas/audience-sharing";
import { shareAudienceViaAccount } from "@/lib/server/audiences/share-audience";

export const POST = route({ auth: "user", body: shareViaAccountSchema }, async ({ identity, params, body }) => json(await shareAudienceViaAccount(identity, idParam(params.pk), body.email), { status: 201 }));
