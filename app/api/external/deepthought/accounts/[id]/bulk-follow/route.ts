// POST /api/external/deepthought/accounts/{id}/bulk-follow/ {action, handles} - follow or unfollow many as a job (progress at /api/jobs/{job_id}/)
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { startBulkFollow } from "@/lib/server/creators/bulk-follow-job";
import { bulkFollowSchema } from "@/lib/schemas/creators";

export const POST = accountRoute({ body: bulkFollowSchema, status: 202 }, async ({ database, account, userId, body }) => ({ job_id: (await startBulkFollow(database, account, userId, body)).id }));
