// POST /api/external/generate-native-pack/ - start building a targeting package from the creator's input; returns the id to poll
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { creatorInputSchema } from "@/lib/schemas/generation";
import { startGeneration } from "@/lib/server/targeting/generation/start-generation";

export const POST = route({ auth: "user", body: creatorInputSchema }, async ({ identity, body }) => json(await startGeneration(identity, body, "native-pack"), { status: 201 }));
