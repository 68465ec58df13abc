// GET /rest-auth/twitter_oauth2_challenge/code-challenge/?state=&network= - PKCE challenge and the network's authorize URL
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { SOCIAL_NETWORKS } from "@/lib/schemas/auth";
import { startOAuth } from "@/lib/server/auth/oauth/oauth-state";
import { clientIp } from "@/lib/server/auth/client-ip";

const query = z.object({
  network: z.enum(SOCIAL_NETWORKS).default("twitter"),
  state: z.string().regex(/^\d{1,10}$/, "State must be a 32-bit number"),
});

export const GET = route({ auth: "public", query }, async ({ req, query }) => json(await startOAuth(query.network, query.state, clientIp(req))));
