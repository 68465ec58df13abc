// POST /api/external/standalone-description-analyzer/ - start a package from a description alone; returns the id to poll
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { creatorInputSchema, descriptionAnalyzerSchema } from "@/lib/schemas/generation";
import { startGeneration } from "@/lib/server/targeting/generation/start-generation";

export const POST = route({ auth: "user", body: descriptionAnalyzerSchema }, async ({ identity, body }) =>
  json(await startGeneration(identity, creatorInputSchema.parse(body), "description-analyzer"), { status: 201 }),
);
