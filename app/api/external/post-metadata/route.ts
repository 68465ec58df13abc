// GET /api/external/post-metadata/?handle= - a handle's profile and latest posts
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { analysisScope } from "@/lib/server/analysis/scope";
import { postMetadata } from "@/lib/server/analysis/extra-endpoints";

const query = z.object({ handle: z.string().trim().regex(/^@?[A-Za-z0-9_]{1,15}$/, "Enter a valid X handle.") });

export const GET = route({ auth: "user", query }, async ({ identity, query }) => {
  await analysisScope(identity);
  return json(await postMetadata(query.handle));
});
