// GET /api/external/deepthought/accounts/{id}/following-topics/ - what the accounts the creator follows post and engage about
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { creatorTopics } from "@/lib/server/creators/topics";

export const GET = accountReadRoute((database, account) => creatorTopics(database, account, "following"));
