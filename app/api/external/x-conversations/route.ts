// POST /api/external/x-conversations/ - conversation volume, sentiment, posts and share of voice
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["conversation_volume", "sentiment_analysis", "conversation_posts", "share_of_voice", "posts"]);
