// POST /rest-auth/{network}/connect/ - connect-social mode: attach the network login {code, state} to the signed-in user
import { route } from "@/lib/server/http/route";
import { socialLoginSchema } from "@/lib/schemas/auth";
import { networkParam, socialConnect } from "@/lib/server/auth/oauth/social-login";

export const POST = route({ auth: "user", body: socialLoginSchema }, async ({ req, identity, params, body }) =>
  socialConnect(req, identity, networkParam(params.network), body),
);
