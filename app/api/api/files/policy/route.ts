// POST /api/api/files/policy/ - check a file's type and size and get the one-time address to upload it to
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { filePolicySchema } from "@/lib/schemas/campaigns";
import { filePolicy } from "@/lib/server/files/uploads";

export const POST = route({ auth: "user", body: filePolicySchema }, async ({ identity, body }) => json(await filePolicy(identity, body), { status: 201 }));
