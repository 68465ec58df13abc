import { AD_ACCOUNT_MESSAGE, EXTENSION_STATE_MESSAGE, FILL_MESSAGE, PING_MESSAGE } from "@/lib/client/extension-bridge";
import type { AdAccount, ExtensionMessage, UsageContext } from "./protocol";
import type { AppliedTargeting } from "@/lib/domain/targeting/targeting-package";

/*
 * Content script on Murmur's own pages: answers the page's bridge (lib/client/extension-bridge.ts)
 * with same-origin window messages and passes fill messages to the service worker. Messages from
 * other windows or origins are ignored.
 */

const send = (message: ExtensionMessage) => chrome.runtime.sendMessage(message);
const post = (data: Record<string, unknown>) => window.postMessage(data, location.origin);

let adAccount: AdAccount | null = null;

function announce() {
  // recordsUsage: this extension records the applied usage itself once the form is filled.
  post({ type: EXTENSION_STATE_MESSAGE, recordsUsage: true });
  if (adAccount) post({ type: AD_ACCOUNT_MESSAGE, ...adAccount });
}

window.addEventListener("message", (event: MessageEvent) => {
  if (event.source !== window || event.origin !== location.origin) return;
  const data = event.data as { type?: string; targeting?: AppliedTargeting; usage?: UsageContext } | null;
  if (!data || typeof data !== "object") return;
  if (data.type === PING_MESSAGE) announce();
  if (data.type === FILL_MESSAGE && data.targeting) void send({ kind: "fill", targeting: data.targeting, usage: data.usage ?? null });
});

chrome.storage.onChanged.addListener((changes, area) => {
  const next = changes.adAccount?.newValue as AdAccount | undefined;
  if (area !== "local" || !next) return;
  adAccount = next;
  post({ type: AD_ACCOUNT_MESSAGE, ...next });
});

void send({ kind: "app-hello" }).then((reply) => {
  adAccount = (reply as { adAccount: AdAccount | null } | undefined)?.adAccount ?? null;
  announce();
});
