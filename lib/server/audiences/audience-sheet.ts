import "server-only";
import { targetingSheetCsv } from "@/lib/domain/targeting/ads-editor-sheet";
import { EMPTY_PACKAGE_MESSAGE, prepareTargeting, type TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import type { audienceConfigs } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";

type Row = typeof audienceConfigs.$inferSelect;

/** A file name from an audience's name: letters, digits, spaces and dashes only. */
export const sheetFileName = (name: string) => `${name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim().replace(/\s+/g, "-").slice(0, 80) || "targeting-package"}.csv`;

/** Saved audiences as one X Ads Editor-style sheet (one row per audience); empty packages are refused. */
export function audienceSheet(rows: Row[]): string {
  const prepared = rows.map((row) => ({ row, result: prepareTargeting(row.targetingPackage as TargetingPackage, row.countries) }));
  const empty = prepared.find((p) => !p.result.ok);
  if (empty) throw new AppError("bad_request", rows.length > 1 ? `${empty.row.name}: ${EMPTY_PACKAGE_MESSAGE}` : EMPTY_PACKAGE_MESSAGE);
  return targetingSheetCsv(prepared.map(({ row, result }) => ({ name: row.name, targeting: (result as Extract<typeof result, { ok: true }>).targeting })));
}
