// GET /api/ad-creatives/?team= - the team's creatives (X cards); POST - a website, image or video card
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { creativeCreateSchema, teamQuerySchema } from "@/lib/schemas/campaigns";
import { createCreative, listCreatives } from "@/lib/server/campaigns/creatives";

export const GET = route({ auth: "user", query: teamQuerySchema }, async ({ identity, query }) => json(await listCreatives(identity, query.team)));

export const POST = route({ auth: "user", body: creativeCreateSchema }, async ({ identity, body }) => json(await createCreative(identity, body), { status: 201 }));
