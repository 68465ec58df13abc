// POST /api/external/enrichments/ - inferred interests, job titles, communities and topics of an audience
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["interests_of_this_audience", "job_titles", "subreddits", "topics"]);
