// GET /rest-auth/twitter/request_token/?oauth_callback= - X OAuth 1.0a step 1: a request token to send the user to X with
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { twitterRequestToken } from "@/lib/server/auth/oauth1/twitter-oauth1";
import { enforceRateLimits } from "@/lib/server/auth/rate-limit";
import { clientIp } from "@/lib/server/auth/client-ip";

const query = z.object({ oauth_callback: z.string({ error: "oauth_callback is required" }).min(1, "oauth_callback is required").max(2000) });

export const GET = route({ auth: "public", query }, async ({ req, params, query }) => {
  if (params.network !== "twitter") throw new AppError("not_found", "Not found.");
  await enforceRateLimits([{ bucket: `oauth-start:ip:${clientIp(req)}`, limit: 60, windowMs: 15 * 60_000 }]);
  return json(await twitterRequestToken(query.oauth_callback));
});
