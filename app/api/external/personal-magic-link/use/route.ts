// GET /api/external/personal-magic-link/use/?magic_code=&confirm_code= - personal session: a fresh API token
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { useLoginCodeSchema } from "@/lib/schemas/auth";
import { redeemLoginCode } from "@/lib/server/auth/login-codes";
import { clientIp } from "@/lib/server/auth/client-ip";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { createApiToken } from "@/lib/server/auth/api-tokens";
import { findOrCreateUserByEmail } from "@/lib/server/users/find-or-create-user";
import { getMe } from "@/lib/server/users/get-me";

export const GET = route({ auth: "public", query: useLoginCodeSchema }, async ({ req, query }) => {
  const email = await redeemLoginCode({ magicCode: query.magic_code, confirmCode: query.confirm_code, ip: clientIp(req) });
  const user = await findOrCreateUserByEmail(email, { language: requestLocale(req) });
  const me = await getMe(user.id);
  const { key } = await createApiToken(user.id, "Targeting Toolkit personal session");
  const name = `${me.first_name} ${me.last_name}`.trim() || email;
  return json({ email, name, token: key, signedInAs: email });
});
