import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { findAudienceConfig } from "@/lib/server/audiences/find-audience-config";
import { normaliseCountryName } from "@/lib/domain/targeting/targeting-package";
import { packageReach } from "../generation/package-reach";
import { estimateAudience } from "./estimate-audience";

/** Insights of a saved audience config (members of its team only): who its package reaches in the corpus. */
export async function configInsights(identity: Identity, configId: number) {
  const config = await findAudienceConfig(identity, configId);
  const countries = config.countries.map(normaliseCountryName);
  const insights = await estimateAudience(await db(), packageReach(config.targetingPackage, countries));
  return { audience_config_id: config.id, name: config.name, insights };
}
