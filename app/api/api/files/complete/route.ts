// POST /api/api/files/complete/ - confirm an uploaded file
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { fileCompleteSchema } from "@/lib/schemas/campaigns";
import { completeUpload } from "@/lib/server/files/uploads";

export const POST = route({ auth: "user", body: fileCompleteSchema }, async ({ identity, body }) => json(await completeUpload(identity, body.id)));
