"use client";
import type { RefObject } from "react";
import type { ExtensionBridge } from "@/lib/client/extension-bridge";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { toast } from "@/lib/client/toasts";
import type { SavedAudience } from "@/lib/client/targeting/saved-audiences";

type Say = (key: "applied" | "deleted" | "confirmDelete", values?: Record<string, string>) => string;

/** Applies a saved audience through the extension (the bridge follows §5 and §8); says so when it went. */
export async function applyAudience(bridge: RefObject<ExtensionBridge | null>, audience: SavedAudience, say: Say) {
  try {
    const outcome = await bridge.current?.apply(audience.targeting_package, { countries: audience.countries.map((c) => c.label), audienceConfigId: audience.id });
    if (outcome === "applied") toast.success(say("applied"));
  } catch (error) {
    toastHttpError(error);
  }
}

/** Deletes a saved audience (through the delete mutation) after the user confirms; true when it is gone. */
export async function removeAudience(audience: SavedAudience, say: Say, remove: (id: number) => Promise<unknown>): Promise<boolean> {
  if (!window.confirm(say("confirmDelete", { name: audience.name }))) return false;
  try {
    await remove(audience.id);
    toast.success(say("deleted"));
    return true;
  } catch (error) {
    toastHttpError(error);
    return false;
  }
}
