// GET /api/external/deepthought/accounts/ - the creator's connected X accounts with token, sync and rate-limit status
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { accountView, listCreatorAccounts } from "@/lib/server/creators/creator-accounts";

export const GET = route({ auth: "user" }, async ({ identity }) => json((await listCreatorAccounts(await db(), requireUser(identity).userId)).map(accountView)));
