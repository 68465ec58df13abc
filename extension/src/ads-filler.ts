import { EMPTY_PACKAGE_MESSAGE } from "@/lib/domain/targeting/targeting-package";
import type { AdAccount, ExtensionMessage, PendingFill } from "./protocol";
import { adAccountIdFromPath } from "./ads-site";
import { byRole } from "./fill/accessible";
import { isEmptyTargeting } from "./fill/empty";
import { fillForm } from "./fill/fill-form";
import { showError, showReport } from "./fill/report-panel";

/*
 * Content script on X Ads Manager: reports the ad account open here and fills the targeting form
 * with a package sent from Murmur.
 */

const send = <T>(message: ExtensionMessage) => chrome.runtime.sendMessage<T>(message);

/** The account switcher is a button named "Account menu" showing "<account name> @<handle>". */
function currentAdAccount(): AdAccount | null {
  const adAccountId = adAccountIdFromPath(location.pathname) ?? new URLSearchParams(location.search).get("account");
  if (!adAccountId) return null;
  const text = byRole(document, "button", "Account menu")[0]?.textContent?.replace(/\s+/g, " ").trim() ?? "";
  const handle = /@(\w{1,15})/.exec(text)?.[1];
  const adAccountName = text.replace(/@\w+/, "").trim() || undefined;
  return { adAccountId, adAccountName, handle };
}

let filling = false;

async function fill(pending: PendingFill) {
  const account = currentAdAccount();
  const { targeting } = pending;
  if (isEmptyTargeting(targeting)) {
    showError(document, EMPTY_PACKAGE_MESSAGE);
    return;
  }
  let notReady = new Set<string>();
  if (targeting.custom_audiences.length && account) {
    const checked = await send<{ custom_audiences: { name: string; targetable: boolean }[] } | null>({ kind: "check-custom-audiences", adAccountId: account.adAccountId, names: targeting.custom_audiences });
    notReady = new Set(checked?.custom_audiences.filter((a) => !a.targetable).map((a) => a.name) ?? []);
  }
  const report = await fillForm(document, targeting, notReady);
  showReport(document, report);
  await send({ kind: "filled", adAccountId: account?.adAccountId ?? null, report, usage: pending.usage });
}

async function takeAndFill() {
  if (filling) return;
  filling = true;
  try {
    const pending = await send<PendingFill | null>({ kind: "take-fill" });
    if (pending) await fill(pending);
  } finally {
    filling = false;
  }
}

chrome.runtime.onMessage.addListener((message) => {
  if ((message as { kind?: string }).kind === "fill-ready") void takeAndFill();
});

const account = currentAdAccount();
if (account) void send({ kind: "ad-account", account });
void takeAndFill();
