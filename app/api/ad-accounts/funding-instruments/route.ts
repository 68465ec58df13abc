// POST /api/ad-accounts/funding-instruments/ - {ad_account_id} -> the account's funding instruments (the extension calls it with its token)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { fundingInstrumentsSchema } from "@/lib/schemas/ads";
import { accountFundingInstruments } from "@/lib/server/ads/account-funding-instruments";

export const POST = route({ auth: "user", body: fundingInstrumentsSchema }, async ({ identity, body }) => json(await accountFundingInstruments(identity, body.ad_account_id)));
