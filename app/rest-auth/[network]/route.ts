// POST /rest-auth/{network}/ - sign in with {code, state} from the network, or X's OAuth 1.0a {access_token, token_secret}
import { route } from "@/lib/server/http/route";
import { socialLoginSchema } from "@/lib/schemas/auth";
import { networkParam, socialLogin } from "@/lib/server/auth/oauth/social-login";

export const POST = route({ auth: "public", body: socialLoginSchema }, async ({ params, body }) =>
  socialLogin(networkParam(params.network), body),
);
