import "server-only";
import type { z } from "zod";
import { db } from "@/lib/server/db";
import type { Database } from "@/lib/server/db/client";
import { requireUser } from "@/lib/server/auth/require-user";
import { route, type RouteContext } from "@/lib/server/http/route";
import { json, noContent } from "@/lib/server/http/respond";
import { followListQuerySchema, type FollowView } from "@/lib/schemas/creators";
import { ownedCreatorAccount, type CreatorAccount } from "./creator-accounts";
import { listFollows } from "./follow-lists";

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
interface AccountContext<B, Q> extends RouteContext<B, Q> {
  database: Database;
  account: CreatorAccount;
  userId: string;
}

/**
 * A handler under .../accounts/{id}/: the caller must own the account (anyone else gets the same
 * 404 as for no account). Answers JSON (status 200 unless given), 204 for undefined, or a Response as it is (a stream).
 */
export function accountRoute<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  options: { body?: B; query?: Q; status?: number },
  handler: (ctx: AccountContext<Infer<B>, Infer<Q>>) => Promise<unknown>,
) {
  return route<B, Q>({ auth: "user", body: options.body, query: options.query }, async (ctx) => {
    const database = await db();
    const { userId } = requireUser(ctx.identity);
    const account = await ownedCreatorAccount(database, userId, String(ctx.params.id));
    const out = await handler({ ...ctx, database, account, userId });
    if (out instanceof Response) return out;
    return out === undefined ? noContent() : json(out, { status: options.status ?? 200 });
  });
}

/** GET .../accounts/{id}/<view>/: one page of a people table of the caller's own account. */
export const followListRoute = (view: FollowView) =>
  accountRoute({ query: followListQuerySchema }, ({ database, account, query }) => listFollows(database, account, view, query));

/** GET .../accounts/{id}/<thing>/: something computed about the caller's own account. */
export const accountReadRoute = <T>(read: (database: Database, account: CreatorAccount) => Promise<T>) =>
  accountRoute({}, ({ database, account }) => read(database, account));
