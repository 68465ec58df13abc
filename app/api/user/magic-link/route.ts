// POST /api/user/magic-link/ - e-mail a six-digit login code (Auth.js e-mail provider); returns the magic_code to send back with it
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requestLoginCodeSchema } from "@/lib/schemas/auth";
import { requestLoginCode } from "@/lib/server/auth/login-codes";
import { clientIp } from "@/lib/server/auth/client-ip";
import { requestLocale } from "@/lib/server/auth/request-locale";

export const POST = route({ auth: "public", body: requestLoginCodeSchema }, async ({ req, body }) => {
  const { magicCode } = await requestLoginCode({ email: body.email, ip: clientIp(req), language: requestLocale(req) });
  return json({ magic_code: magicCode, email: body.email });
});
