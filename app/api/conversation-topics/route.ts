// GET /api/conversation-topics/ - X conversation topics
import { listReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const GET = listReferenceRoute("conversation_topics");
