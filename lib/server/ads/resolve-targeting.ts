import "server-only";
import { lookupKey, lookupsFor, type LookupKind } from "@/lib/domain/targeting/ads-criteria";
import type { AppliedTargeting } from "@/lib/domain/targeting/targeting-package";
import type { AdsAccount, AdsAdapter, CustomAudience } from "./ads-adapter";

/** Names of a package turned into X ids through the adapter's lookups; unknown names stay out. */
export async function resolveTargeting(ads: AdsAdapter, account: AdsAccount, targeting: AppliedTargeting, audiences: CustomAudience[]): Promise<Record<LookupKind, Map<string, string>>> {
  const names = lookupsFor(targeting);
  const resolved = Object.fromEntries(Object.keys(names).map((k) => [k, new Map<string, string>()])) as Record<LookupKind, Map<string, string>>;
  for (const a of audiences) resolved.custom_audiences.set(lookupKey(a.name), a.id);
  for (let i = 0; i < names.users.length; i += 100) {
    for (const item of await ads.lookup(account, "users", names.users.slice(i, i + 100).join(","))) resolved.users.set(lookupKey(item.name), item.targeting_value);
  }
  for (const kind of ["interests", "conversations", "tv_shows", "languages", "network_operators", "locations"] as const) {
    for (const name of new Set(names[kind])) {
      const match = (await ads.lookup(account, kind, name.replaceAll(" — ", "/"))).find((item) => lookupKey(item.name) === lookupKey(name));
      if (match) resolved[kind].set(lookupKey(name), match.targeting_value);
    }
  }
  return resolved;
}
