// POST /rest-auth/twitter_oauth2/ - sign in with X (OAuth 2.0 + PKCE): {code, state}
import { route } from "@/lib/server/http/route";
import { oauth2LoginSchema } from "@/lib/schemas/auth";
import { socialLogin } from "@/lib/server/auth/oauth/social-login";

export const POST = route({ auth: "public", body: oauth2LoginSchema }, async ({ body }) => socialLogin("twitter", body));
