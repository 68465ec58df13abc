// POST /api/conversation-topics/search/ - conversation topics whose name contains the {keywords}
import { searchReferenceRoute } from "@/lib/server/targeting/reference-routes";

export const POST = searchReferenceRoute("conversation_topics");
