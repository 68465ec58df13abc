// POST /api/external/deepthought/accounts/{id}/sync/ - queue a sync of followers and following (progress at /api/jobs/{job_id}/)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { ownedCreatorAccount } from "@/lib/server/creators/creator-accounts";
import { startCreatorSync } from "@/lib/server/creators/sync-followers-job";

export const POST = route({ auth: "user" }, async ({ identity, params }) => {
  const database = await db();
  const { userId } = requireUser(identity);
  const account = await ownedCreatorAccount(database, userId, String(params.id));
  const job = await startCreatorSync(database, account.id, userId);
  return json({ job_id: job.id }, { status: 202 });
});
