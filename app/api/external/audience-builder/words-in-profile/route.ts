// POST /api/external/audience-builder/words-in-profile/ - size and demographics of the accounts whose bios use some words
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { wordsInProfileSchema } from "@/lib/schemas/builder";
import { builderInsights } from "@/lib/server/targeting/builder/builder-insights";

export const POST = route({ auth: "user", body: wordsInProfileSchema }, async ({ identity, body }) => json(await builderInsights(identity, { words_in_profile: body.words })));
