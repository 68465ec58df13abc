// GET /api/external/deepthought/accounts/{id}/topics/ - what the followers post and engage about (annotations and terms)
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { creatorTopics } from "@/lib/server/creators/topics";

export const GET = accountReadRoute((database, account) => creatorTopics(database, account, "follower"));
