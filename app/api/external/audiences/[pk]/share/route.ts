// POST /api/external/audiences/{pk}/share/ - a share link for a saved audience (token shown once)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { idParam } from "@/lib/server/http/id-param";
import { shareAudienceLink } from "@/lib/server/audiences/share-audience";

export const POST = route({ auth: "user" }, async ({ identity, params }) => json(await shareAudienceLink(identity, idParam(params.pk)), { status: 201 }));
