// POST /api/external/deepthought/x-sign-in/callback/ {state, code | error} - what X sent to /authenticated: connect the account and start its first sync
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { xSignInCallbackSchema } from "@/lib/schemas/x-sign-in";
import { completeXSignIn } from "@/lib/server/creators/x-sign-in/connect-flow";
import { suiteOrigin } from "@/lib/server/creators/x-sign-in/suite-origin";

export const POST = route({ auth: "user", body: xSignInCallbackSchema }, async ({ identity, req, body }) => {
  const { userId } = requireUser(identity);
  return json(await completeXSignIn(await db(), userId, body, suiteOrigin(req)));
});
