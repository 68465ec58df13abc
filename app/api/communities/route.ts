// GET /api/communities/ - topic communities with their hashtags, keywords and reach on the corpus
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { listCommunities } from "@/lib/server/targeting/list-communities";

export const GET = route({ auth: "user" }, async () => json({ communities: await listCommunities() }));
