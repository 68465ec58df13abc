import "server-only";
import { requireUser } from "@/lib/server/auth/require-user";
import type { Identity } from "@/lib/server/auth/identity";
import { viaAds } from "./ads-errors";
import { customAudienceStates } from "./check-custom-audiences";
import { adsAdapter } from "./index";
import { teamAdAccount } from "./upload-access";

/** The custom audience check before applying a package: each named audience and whether it is targetable. */
export async function checkCustomAudiences(identity: Identity, input: { ad_account_id: string; custom_audience_names: string[] }) {
  const user = requireUser(identity);
  const account = await teamAdAccount(user.userId, null, input.ad_account_id);
  const { custom_audiences } = await viaAds(() => customAudienceStates(adsAdapter(), account, input.custom_audience_names));
  return { ad_account_id: input.ad_account_id, custom_audiences };
}
