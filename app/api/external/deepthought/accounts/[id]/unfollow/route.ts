// POST /api/external/deepthought/accounts/{id}/unfollow/ {handle} - unfollow one account on X
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { followOne } from "@/lib/server/creators/follow-actions";
import { handleBodySchema } from "@/lib/schemas/creators";

export const POST = accountRoute({ body: handleBodySchema }, ({ database, account, body }) => followOne(database, account, body.handle, "unfollow"));
