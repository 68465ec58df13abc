import "server-only";
import { listUserAdAccounts } from "@/lib/server/accounts/ad-accounts";
import { requireUser } from "@/lib/server/auth/require-user";
import type { Identity } from "@/lib/server/auth/identity";
import { viaAds } from "./ads-errors";
import { adsAdapter } from "./index";
import { teamAdAccount } from "./upload-access";

/**
 * Whether the user's ad account (the one named, else their first) has a conversion pixel
 * (a website tag) on X. No ad account: no pixel.
 */
export async function hasPixel(identity: Identity, adAccountId?: string) {
  const user = requireUser(identity);
  const accountId = adAccountId ?? (await listUserAdAccounts(user.userId))[0]?.account_id;
  if (!accountId) return { has_pixel: false, ad_account_id: null, pixels: [] };
  const account = await teamAdAccount(user.userId, null, accountId);
  const tags = await viaAds(() => adsAdapter().webEventTags(account));
  return { has_pixel: tags.length > 0, ad_account_id: accountId, pixels: tags.map((t) => ({ id: t.id, name: t.name, type: t.type })) };
}
