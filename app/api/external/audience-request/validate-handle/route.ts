// POST /api/external/audience-request/validate-handle/ - body {handle}: whether the corpus knows the account
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { bareHandle } from "@/lib/domain/handles";
import { validateHandleSchema } from "@/lib/schemas/toolkit-requests";
import { validateHandle } from "@/lib/server/toolkit-requests/validate-handle";

export const POST = route({ auth: "user", body: validateHandleSchema }, async ({ body }) => json(await validateHandle(bareHandle(body.handle))));
