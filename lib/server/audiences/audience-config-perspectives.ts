import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { listAudienceConfigs } from "./list-audience-configs";

/**
 * A team's audience configs seen by category and by query type: how many and their summed saved
 * size (sizes of overlapping audiences add up, so totals are upper bounds).
 */
export async function audienceConfigPerspectives(identity: Identity, teamRef: string) {
  const configs = await listAudienceConfigs(identity, teamRef);
  const group = (key: (c: (typeof configs)[number]) => string[]) => {
    const out = new Map<string, { name: string; count: number; size: number }>();
    for (const c of configs)
      for (const name of key(c)) {
        const g = out.get(name) ?? { name, count: 0, size: 0 };
        out.set(name, { name, count: g.count + 1, size: g.size + (c.size ?? 0) });
      }
    return [...out.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  };
  return {
    total: configs.length,
    by_category: group((c) => (c.categories.length ? c.categories.map((x) => x.name) : ["Uncategorised"])),
    by_query_type: group((c) => [c.query_type]),
  };
}
