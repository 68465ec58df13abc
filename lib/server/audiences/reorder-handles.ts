import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import type { TargetingPackageInput } from "@/lib/schemas/targeting";
import { AppError } from "@/lib/server/http/app-error";
import { updateAudienceConfig } from "./update-audience-config";
import { findAudienceConfig } from "./find-audience-config";
import { handleKey } from "@/lib/domain/handles";

export const REORDER_MISMATCH = "Send exactly the audience's handles, in the new order.";

/** Puts a saved audience's handles in the order given (the first 100 selected are the ones applied). */
export async function reorderHandles(identity: Identity, input: { audience_config_id: number; handles: string[] }) {
  const config = await findAudienceConfig(identity, input.audience_config_id);
  const pkg = config.targetingPackage as TargetingPackageInput;
  // A package stored without a handles list (older rows) has none to reorder.
  const current = new Map((pkg.handles ?? []).map((h) => [handleKey(h.handle), h]));
  const order = input.handles.map(handleKey);
  if (order.length !== current.size || new Set(order).size !== order.length || order.some((h) => !current.has(h))) throw new AppError("bad_request", REORDER_MISMATCH, { handles: [REORDER_MISMATCH] });
  return updateAudienceConfig(identity, config.id, { targeting_package: { ...pkg, handles: order.map((h) => current.get(h)!) } });
}
