// GET /api/external/personal-magic-link/magic/?email= - e-mail a login code for the toolkit's personal session
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { emailSchema } from "@/lib/schemas/auth";
import { requestLoginCode } from "@/lib/server/auth/login-codes";
import { clientIp } from "@/lib/server/auth/client-ip";
import { requestLocale } from "@/lib/server/auth/request-locale";

export const GET = route({ auth: "public", query: z.object({ email: emailSchema }) }, async ({ req, query }) => {
  const { magicCode } = await requestLoginCode({ email: query.email, ip: clientIp(req), language: requestLocale(req) });
  return json({ magic_code: magicCode, email: query.email });
});
