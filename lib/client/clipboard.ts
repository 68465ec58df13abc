import { checkCopy } from "@/lib/domain/kit/clipboard";
import { toast } from "./toasts";

/** The spec's copy messages, taken from messages/*.json (kit.clipboard) by the caller. */
export type CopyMessages = { unsupported: string; empty: string; copied: string };

function clipboardAvailable(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";
}

/**
 * Copies `text` and tells the user how it went with a toast: an error when the browser has no
 * clipboard (or refuses it), a warning when there is nothing to copy, else "Copied!" or `successMessage`.
 */
export async function copyToClipboard(text: string | null | undefined, messages: CopyMessages, successMessage?: string): Promise<boolean> {
  const check = checkCopy(text, clipboardAvailable());
  if (check === "unsupported") {
    toast.error(messages.unsupported);
    return false;
  }
  if (check === "empty") {
    toast.warn(messages.empty);
    return false;
  }
  try {
    await navigator.clipboard.writeText(text as string);
  } catch {
    toast.error(messages.unsupported);
    return false;
  }
  toast.success(successMessage || messages.copied);
  return true;
}
