// GET /api/ad-media/?team= - the team's media library; POST - add an uploaded file to an ad account's library
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { mediaCreateSchema, teamQuerySchema } from "@/lib/schemas/campaigns";
import { createMedia, listMedia } from "@/lib/server/campaigns/creatives";

export const GET = route({ auth: "user", query: teamQuerySchema }, async ({ identity, query }) => json(await listMedia(identity, query.team)));

export const POST = route({ auth: "user", body: mediaCreateSchema }, async ({ identity, body }) => json(await createMedia(identity, body), { status: 201 }));
