// POST /rest-auth/{network}/ - sign in with {code, state} from the network (twitter, google, facebook, linkedin)
import { route } from "@/lib/server/http/route";
import { socialLoginSchema } from "@/lib/schemas/auth";
import { networkParam, socialLogin } from "@/lib/server/auth/oauth/social-login";

export const POST = route({ auth: "public", body: socialLoginSchema }, async ({ params, body }) =>
  socialLogin(networkParam(params.network), body.code, body.state),
);
