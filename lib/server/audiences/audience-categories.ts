import "server-only";
import { EXCLUSION_CATEGORY, isExclusionAudience } from "@/lib/domain/targeting/audience-items";
import type { Identity } from "@/lib/server/auth/identity";
import { listAudienceConfigs } from "./list-audience-configs";

/** The categories a team files its saved audiences under, with how many each holds (Exclusion Audience always offered). */
export async function audienceCategories(identity: Identity, teamRef: string) {
  const counts = new Map<string, number>([[EXCLUSION_CATEGORY, 0]]);
  for (const config of await listAudienceConfigs(identity, teamRef)) for (const c of config.categories) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A team's exclusion audiences: saved audiences in the Exclusion Audience category. */
export async function exclusionAudiences(identity: Identity, teamRef: string) {
  return (await listAudienceConfigs(identity, teamRef)).filter(isExclusionAudience);
}
