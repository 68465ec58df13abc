// GET /api/external/deepthought/accounts/{id}/top-countries/ - the followers' top countries from profile locations, with the base and coverage
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { followerCountries } from "@/lib/server/creators/follower-countries";

export const GET = accountReadRoute(followerCountries);
