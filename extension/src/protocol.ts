import type { AppliedTargeting } from "@/lib/domain/targeting/targeting-package";

/** The ad account open in X Ads Manager, as the bridge's sdAdAccountId message carries it. */
export interface AdAccount {
  adAccountId: string;
  adAccountName?: string;
  handle?: string;
}

/** What the app sends with the fill message so the extension can record the use once the form is filled. */
export interface UsageContext {
  audience_config_id: string | number | null;
  targeting_package: unknown;
  countries: string[];
}

export interface PendingFill {
  targeting: AppliedTargeting;
  usage: UsageContext | null;
}

/** One item the filler could not put into the form, and why. */
export interface Unplaced {
  /** The field's name in Ads Manager. */
  field: string;
  value: string;
  reason: "not-found" | "no-match" | "not-ready";
}

export interface FillReport {
  placed: number;
  unplaced: Unplaced[];
}

/** Messages between the content scripts, the options page and the service worker. */
export type ExtensionMessage =
  | { kind: "app-hello" }
  | { kind: "fill"; targeting: AppliedTargeting; usage: UsageContext | null }
  | { kind: "ad-account"; account: AdAccount }
  | { kind: "take-fill" }
  | { kind: "check-custom-audiences"; adAccountId: string; names: string[] }
  | { kind: "filled"; adAccountId: string | null; report: FillReport; usage: UsageContext | null };

/** What the service worker keeps in chrome.storage.local. */
export interface StoredState {
  appOrigin?: string;
  token?: string;
  signedInAs?: string;
  name?: string;
  adAccount?: AdAccount;
  fundingInstruments?: { id: string; name?: string }[];
}
