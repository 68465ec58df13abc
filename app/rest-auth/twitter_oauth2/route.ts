// POST /rest-auth/twitter_oauth2/ - sign in with X (OAuth 2.0 + PKCE): {code, state}
import { route } from "@/lib/server/http/route";
import { socialLoginSchema } from "@/lib/schemas/auth";
import { socialLogin } from "@/lib/server/auth/oauth/social-login";

export const POST = route({ auth: "public", body: socialLoginSchema }, async ({ body }) => socialLogin("twitter", body.code, body.state));
