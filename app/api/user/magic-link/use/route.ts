// POST /api/user/magic-link/use/ - sign in with magic_code + the e-mailed confirm_code (cookie session)
import { route } from "@/lib/server/http/route";
import { useLoginCodeSchema } from "@/lib/schemas/auth";
import { redeemLoginCode } from "@/lib/server/auth/login-codes";
import { clientIp } from "@/lib/server/auth/client-ip";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { signedInResponse } from "@/lib/server/auth/sign-in-response";
import { findOrCreateUserByEmail } from "@/lib/server/users/find-or-create-user";

export const POST = route({ auth: "public", body: useLoginCodeSchema }, async ({ req, body }) => {
  const email = await redeemLoginCode({ magicCode: body.magic_code, confirmCode: body.confirm_code, ip: clientIp(req) });
  const user = await findOrCreateUserByEmail(email, { language: requestLocale(req) });
  return signedInResponse(user.id);
});
