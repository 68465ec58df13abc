// GET, POST /api/user/granted-accounts/ - grants in teams the caller administers; POST {member, account{account_id, network}}
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { createGrantSchema } from "@/lib/schemas/account";
import { requireUser } from "@/lib/server/auth/require-user";
import { createGrant, listGrants } from "@/lib/server/accounts/granted-accounts";

export const GET = route({ auth: "user" }, async ({ identity }) => json(await listGrants(requireUser(identity).userId)));

export const POST = route({ auth: "user", body: createGrantSchema }, async ({ identity, body }) =>
  json(await createGrant(requireUser(identity).userId, body), { status: 201 }),
);
