import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { audienceSheet, sheetFileName } from "./audience-sheet";
import { findAudienceConfig } from "./find-audience-config";

/** An audience config's package as an X Ads Editor-style CSV sheet, with a file name from its name. */
export async function downloadTargetingPackage(identity: Identity, id: number) {
  const config = await findAudienceConfig(identity, id);
  return { filename: sheetFileName(config.name), csv: audienceSheet([config]) };
}
