import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { audienceSheet } from "./audience-sheet";
import { findAudienceConfig } from "./find-audience-config";

/** Several saved audiences (each in one of the caller's teams) as one Ads Editor-style sheet. */
export async function generateSheet(identity: Identity, ids: number[]) {
  const rows = [];
  for (const id of [...new Set(ids)]) rows.push(await findAudienceConfig(identity, id));
  return { filename: "targeting-packages.csv", csv: audienceSheet(rows) };
}
