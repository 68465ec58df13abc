// GET /api/external/deepthought/accounts/{id}/bot-percentage/ - share of likely bots with its margin, the signals and the likeliest bots
import { accountReadRoute } from "@/lib/server/creators/creator-routes";
import { audienceQuality } from "@/lib/server/creators/audience-quality";

export const GET = accountReadRoute((database, account) => audienceQuality(database, account));
