import { prepareTargeting, type AppliedTargeting, type TargetingPackage } from "@/lib/domain/targeting/targeting-package";

/*
 * The page side of the X Pro Targeting browser extension. The extension's content script posts
 * same-origin window messages: sdExtensionState (it is there) and sdAdAccountId (the ad account open
 * in X Ads Manager). Applying a package posts the fill message back, then records the usage.
 */

export const EXTENSION_STATE_MESSAGE = "sdExtensionState";
export const AD_ACCOUNT_MESSAGE = "sdAdAccountId";
export const FILL_MESSAGE = "sdFillTargeting";
/** Posted when a page starts listening, so an extension that announced itself earlier can say so again. */
export const PING_MESSAGE = "sdExtensionPing";

export interface AdAccountInfo {
  adAccountId: string;
  adAccountName?: string;
  handle?: string;
}

export interface BridgeMessages {
  extensionMissing: string;
  customAudiencesNotReady: string;
  emptyPackage: string;
  handlesTruncated: string;
}

export interface UsageRecord {
  ad_account_id: string | null;
  state: "applied";
  audience_config_id: string | number | null;
  targeting_package: TargetingPackage;
  countries: string[];
}

export interface BridgeDeps {
  window: Pick<Window, "addEventListener" | "removeEventListener" | "postMessage" | "open" | "alert" | "confirm" | "location">;
  messages: BridgeMessages;
  storeUrl: string;
  onAdAccount?: (account: AdAccountInfo) => void;
  /** Called once, when the extension first makes itself known. */
  onPresent?: () => void;
  /** Custom audience check: names -> whether each is targetable. */
  checkCustomAudiences: (adAccountId: string, names: string[]) => Promise<{ custom_audiences: { name: string; targetable: boolean }[] }>;
  recordUsage: (record: UsageRecord) => Promise<unknown>;
  toastError: (text: string) => void;
}

export type ApplyOutcome = "applied" | "empty" | "no-extension" | "cancelled";

export function createExtensionBridge(deps: BridgeDeps) {
  const win = deps.window;
  let present = false;
  let adAccount: AdAccountInfo | null = null;
  // An extension that says recordsUsage records the applied usage itself, once X's form is filled.
  let extensionRecordsUsage = false;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin) return;
    const data = event.data as { type?: string; recordsUsage?: unknown } & Partial<AdAccountInfo>;
    if (!data || typeof data !== "object") return;
    if (data.type === EXTENSION_STATE_MESSAGE && data.recordsUsage === true) extensionRecordsUsage = true;
    const announces = data.type === EXTENSION_STATE_MESSAGE || data.type === AD_ACCOUNT_MESSAGE;
    if (announces && !present) {
      present = true;
      deps.onPresent?.();
    }
    if (data.type === AD_ACCOUNT_MESSAGE && typeof data.adAccountId === "string" && data.adAccountId !== adAccount?.adAccountId) {
      adAccount = { adAccountId: data.adAccountId, adAccountName: data.adAccountName, handle: data.handle };
      deps.onAdAccount?.(adAccount);
    }
  };
  win.addEventListener("message", onMessage as EventListener);

  /** True to go on; a failing check is ignored (the rest of the package still applies). */
  async function confirmCustomAudiences(names: string[]): Promise<boolean> {
    if (!names.length || !adAccount) return true;
    let notReady = false;
    try {
      const { custom_audiences } = await deps.checkCustomAudiences(adAccount.adAccountId, names);
      notReady = custom_audiences.some((a) => !a.targetable);
    } catch {
      return true;
    }
    return !notReady || win.confirm(deps.messages.customAudiencesNotReady);
  }

  return {
    isPresent: () => present,
    /** Asks an extension that announced itself before the page listened to announce itself again. */
    ping: () => win.postMessage({ type: PING_MESSAGE }, win.location.origin),
    adAccount: () => adAccount,
    /** Applies a package through the extension, following the spec's §5 and §8 rules. */
    async apply(pkg: TargetingPackage, options: { countries?: string[]; audienceConfigId?: string | number | null } = {}): Promise<ApplyOutcome> {
      const countries = options.countries ?? [];
      const prepared = prepareTargeting(pkg, countries);
      if (!prepared.ok) {
        deps.toastError(deps.messages.emptyPackage);
        return "empty";
      }
      if (!present) {
        win.alert(deps.messages.extensionMissing);
        win.open(deps.storeUrl, "_blank", "noopener");
        return "no-extension";
      }
      if (!(await confirmCustomAudiences(prepared.targeting.custom_audiences))) return "cancelled";
      if (prepared.warnings.includes("handles-truncated")) win.alert(deps.messages.handlesTruncated);
      const usage = { audience_config_id: options.audienceConfigId ?? null, targeting_package: pkg, countries };
      const message: { type: string; targeting: AppliedTargeting; usage: typeof usage } = { type: FILL_MESSAGE, targeting: prepared.targeting, usage };
      win.postMessage(message, win.location.origin);
      if (!extensionRecordsUsage) await deps.recordUsage({ ad_account_id: adAccount?.adAccountId ?? null, state: "applied", ...usage });
      return "applied";
    },
    dispose: () => win.removeEventListener("message", onMessage as EventListener),
  };
}

export type ExtensionBridge = ReturnType<typeof createExtensionBridge>;
