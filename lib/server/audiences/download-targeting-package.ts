import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { targetingSheetCsv } from "@/lib/domain/targeting/ads-editor-sheet";
import { prepareTargeting, type TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import { AppError } from "@/lib/server/http/app-error";
import { findAudienceConfig } from "./find-audience-config";

/** An audience config's package as an X Ads Editor-style CSV sheet, with a file name from its name. */
export async function downloadTargetingPackage(identity: Identity, id: number) {
  const config = await findAudienceConfig(identity, id);
  const prepared = prepareTargeting(config.targetingPackage as TargetingPackage, config.countries);
  if (!prepared.ok) throw new AppError("bad_request", "Failed to apply targeting list because it is empty.");
  const base = config.name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim().replace(/\s+/g, "-").slice(0, 80) || "targeting-package";
  return { filename: `${base}.csv`, csv: targetingSheetCsv([{ name: config.name, targeting: prepared.targeting }]) };
}
