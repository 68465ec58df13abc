// GET /api/audience-configs/autocomplete/?team=&q= - a team's audience configs whose names contain q
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { autocompleteAudienceConfigs } from "@/lib/server/audiences/autocomplete-audience-configs";

const query = z.object({ team: z.string().trim().min(1).max(100), q: z.string().trim().max(100).default("") });

export const GET = route({ auth: "user", query }, async ({ identity, query }) => json(await autocompleteAudienceConfigs(identity, query.team, query.q)));
