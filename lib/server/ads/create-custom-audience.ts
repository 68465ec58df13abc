import "server-only";
import { requireUser } from "@/lib/server/auth/require-user";
import type { Identity } from "@/lib/server/auth/identity";
import { viaAds } from "./ads-errors";
import { adsAdapter } from "./index";
import { teamAdAccount } from "./upload-access";

/** A new custom audience on an ad account the caller may use; X processes it before it is targetable. */
export async function createCustomAudience(identity: Identity, input: { ad_account_id: string; name: string; description?: string }) {
  const user = requireUser(identity);
  const account = await teamAdAccount(user.userId, null, input.ad_account_id);
  return viaAds(() => adsAdapter().createCustomAudience(account, { name: input.name, description: input.description }));
}
