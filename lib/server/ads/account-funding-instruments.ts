import "server-only";
import { requireUser } from "@/lib/server/auth/require-user";
import type { Identity } from "@/lib/server/auth/identity";
import { viaAds } from "./ads-errors";
import { adsAdapter } from "./index";
import { teamAdAccount } from "./upload-access";

/** The funding instruments of an ad account the caller may use (the extension shows them for the account open in Ads Manager). */
export async function accountFundingInstruments(identity: Identity, adAccountId: string) {
  const user = requireUser(identity);
  const account = await teamAdAccount(user.userId, null, adAccountId);
  const funding_instruments = await viaAds(() => adsAdapter().fundingInstruments(account));
  return { ad_account_id: adAccountId, funding_instruments };
}
