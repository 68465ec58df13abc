// POST /api/user/magic-link/use/ - sign in with magic_code + the e-mailed confirm_code (Auth.js e-mail provider; cookie session)
import { route } from "@/lib/server/http/route";
import { useLoginCodeSchema } from "@/lib/schemas/auth";
import { redeemLoginCode } from "@/lib/server/auth/login-codes";
import { clientIp } from "@/lib/server/auth/client-ip";
import { requestLocale } from "@/lib/server/auth/request-locale";
import { signedInResponse } from "@/lib/server/auth/sign-in-response";

export const POST = route({ auth: "public", body: useLoginCodeSchema }, async ({ req, body }) => {
  const { userId, session } = await redeemLoginCode({ magicCode: body.magic_code, confirmCode: body.confirm_code, ip: clientIp(req), language: requestLocale(req) });
  return signedInResponse(userId, session);
});
