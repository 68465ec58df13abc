import "server-only";
import { lookupKey } from "@/lib/domain/targeting/ads-criteria";
import type { AdsAccount, AdsAdapter, CustomAudience } from "./ads-adapter";

/** Each named custom audience with whether X can target it yet (unknown names are not targetable). */
export async function customAudienceStates(ads: AdsAdapter, account: AdsAccount, names: string[]) {
  const all = await ads.customAudiences(account);
  const byName = new Map(all.map((a) => [lookupKey(a.name), a]));
  return {
    all,
    custom_audiences: names.map((name) => {
      const found: CustomAudience | undefined = byName.get(lookupKey(name));
      return { name, id: found?.id ?? null, targetable: found?.targetable ?? false, reasons_not_targetable: found ? found.reasons_not_targetable : ["NOT_FOUND"] };
    }),
  };
}
