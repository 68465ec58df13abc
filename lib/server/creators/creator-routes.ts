import "server-only";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { followListQuerySchema, type FollowView } from "@/lib/schemas/creators";
import { ownedCreatorAccount } from "./creator-accounts";
import { listFollows } from "./follow-lists";

/** GET .../accounts/{id}/<view>/: one page of a people table of the caller's own account. */
export function followListRoute(view: FollowView) {
  return route({ auth: "user", query: followListQuerySchema }, async ({ identity, params, query }) => {
    const database = await db();
    const account = await ownedCreatorAccount(database, requireUser(identity).userId, String(params.id));
    return json(await listFollows(database, account, view, query));
  });
}

/** GET .../accounts/{id}/<thing>/: something computed about the caller's own account. */
export function accountReadRoute<T>(read: (database: Awaited<ReturnType<typeof db>>, account: Awaited<ReturnType<typeof ownedCreatorAccount>>) => Promise<T>) {
  return route({ auth: "user" }, async ({ identity, params }) => {
    const database = await db();
    const account = await ownedCreatorAccount(database, requireUser(identity).userId, String(params.id));
    return json(await read(database, account));
  });
}
