import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { configInsights } from "@/lib/server/targeting/insights/config-insights";
import { listAudienceConfigs } from "./list-audience-configs";

/** Insights of each of a team's audience configs (at most the 20 newest); members only. */
export async function teamConfigInsights(identity: Identity, teamRef: string) {
  const configs = (await listAudienceConfigs(identity, teamRef)).slice(0, 20);
  const out = [];
  for (const c of configs) out.push(await configInsights(identity, c.id));
  return out;
}
