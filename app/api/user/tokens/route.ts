// GET, POST /api/user/tokens/ - the user's API tokens; POST issues one (its key is shown once)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { createApiTokenSchema } from "@/lib/schemas/auth";
import { createApiToken, listApiTokens } from "@/lib/server/auth/api-tokens";
import { requireUser } from "@/lib/server/auth/require-user";

export const GET = route({ auth: "user" }, async ({ identity }) => json(await listApiTokens(requireUser(identity).userId)));

export const POST = route({ auth: "user", body: createApiTokenSchema }, async ({ identity, body }) =>
  json(await createApiToken(requireUser(identity).userId, body.name), { status: 201 }),
);
