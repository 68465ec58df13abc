// POST /api/external/share-of-voice/ - share of voice of several keywords over a conversation window
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { shareOfVoiceBodySchema } from "@/lib/schemas/analysis-api";
import { analysisScope } from "@/lib/server/analysis/scope";
import { shareOfVoice } from "@/lib/server/analysis/share-of-voice";

export const POST = route({ auth: "user", body: shareOfVoiceBodySchema }, async ({ identity, body }) => {
  return json(await shareOfVoice(await analysisScope(identity, body), body));
});
