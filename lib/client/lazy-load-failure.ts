import { isExtensionContext } from "./extension-context";

let alerted = false;

/** A lazy chunk failed to load: tell the user a new version is out (once per page). */
export function alertLazyLoadFailure(messages: { newVersion: string; extensionHint: string }): void {
  if (alerted) return;
  alerted = true;
  window.alert(isExtensionContext() ? `${messages.newVersion} ${messages.extensionHint}` : messages.newVersion);
}
