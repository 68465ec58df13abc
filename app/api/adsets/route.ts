// GET /api/adsets/?team=|campaign= - ad sets; POST - an ad set (X line item) targeting a saved package
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { adsetCreateSchema, adsetListQuerySchema } from "@/lib/schemas/campaigns";
import { createAdset, listAdsets } from "@/lib/server/campaigns/adsets";

export const GET = route({ auth: "user", query: adsetListQuerySchema }, async ({ identity, query }) => json(await listAdsets(identity, query)));

export const POST = route({ auth: "user", body: adsetCreateSchema }, async ({ identity, body }) => json(await createAdset(identity, body), { status: 201 }));
