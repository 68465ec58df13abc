// GET /rest-auth/twitter/access_token/?oauth_token=&oauth_verifier= - X OAuth 1.0a step 2: the access token for POST /rest-auth/twitter/
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { twitterAccessToken } from "@/lib/server/auth/oauth1/twitter-oauth1";

const query = z.object({
  oauth_token: z.string({ error: "oauth_token is required" }).min(1).max(500),
  oauth_verifier: z.string({ error: "oauth_verifier is required" }).min(1).max(500),
});

export const GET = route({ auth: "public", query }, async ({ params, query }) => {
  if (params.network !== "twitter") throw new AppError("not_found", "Not found.");
  return json(await twitterAccessToken(query.oauth_token, query.oauth_verifier));
});
