// GET /api/external/personal-magic-link/use/?magic_code=&confirm_code= - personal session: a fresh API token
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { useLoginCodeSchema } from "@/lib/schemas/auth";
import { redeemLoginCode } from "@/lib/server/auth/login-codes";
import { clientIp } from "@/lib/server/auth/client-ip";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import { endSession } from "@/lib/server/auth/authjs/sessions";
import { getMe } from "@/lib/server/users/get-me";

export const GET = route({ auth: "public", query: useLoginCodeSchema }, async ({ req, query }) => {
  const { email, userId, session } = await redeemLoginCode({ magicCode: query.magic_code, confirmCode: query.confirm_code, ip: clientIp(req), language: requestLocale(req) });
  // The toolkit signs in with a token, not a cookie: the session Auth.js made is not handed out.
  await endSession(session.value);
  const me = await getMe(userId);
  const { key } = await createApiToken(userId, "Targeting Toolkit personal session");
  const name = `${me.first_name} ${me.last_name}`.trim() || email;
  return json({ email, name, token: key, signedInAs: email });
});
