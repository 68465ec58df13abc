// GET, PUT /api/external/deepthought/accounts/{id}/settings/ - the account's settings (its time zone, UTC until set); set them
import { accountReadRoute, accountRoute } from "@/lib/server/creators/creator-routes";
import { creatorSettings, updateCreatorSettings } from "@/lib/server/creators/account-settings";
import { creatorSettingsSchema } from "@/lib/schemas/creator-settings";

export const GET = accountReadRoute(creatorSettings);
export const PUT = accountRoute({ body: creatorSettingsSchema }, ({ database, account, body }) => updateCreatorSettings(database, account, body));
