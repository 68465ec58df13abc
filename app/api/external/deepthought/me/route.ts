// GET /api/external/deepthought/me/ - the creator, their connected X accounts and the active one
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireUser } from "@/lib/server/auth/require-user";
import { creatorMe } from "@/lib/server/creators/creator-me";

export const GET = route({ auth: "user" }, async ({ identity }) => json(await creatorMe(requireUser(identity).userId)));
