// POST /api/external/deepthought/x-sign-in/ - start "Connect account": answers X's authorize URL (state and PKCE verifier kept for this user)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { startXSignIn } from "@/lib/server/creators/x-sign-in/connect-flow";
import { suiteOrigin } from "@/lib/server/creators/x-sign-in/suite-origin";

export const POST = route({ auth: "user" }, async ({ identity, req }) => {
  const { userId } = requireUser(identity);
  return json(await startXSignIn(await db(), userId, suiteOrigin(req)));
});
