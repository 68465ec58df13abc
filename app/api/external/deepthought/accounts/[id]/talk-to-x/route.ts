// POST /api/external/deepthought/accounts/{id}/talk-to-x/ - a question about the account's own data, answered as server-sent events in the user's language
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { talkToX } from "@/lib/server/creators/talk-to-x";
import { eventStream } from "@/lib/server/chat/pieces-stream";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { talkToXBodySchema } from "@/lib/schemas/creator-posts";

export const POST = accountRoute({ body: talkToXBodySchema }, async ({ req, database, account, userId, body }) =>
  eventStream(await talkToX(database, account, userId, body.question, body.language ?? requestLocale(req))),
);
