import "server-only";
import type { Criterion, LookupKind } from "@/lib/domain/targeting/ads-criteria";

/*
 * The X Ads API as the product uses it. Two real implementations: the local sandbox (database)
 * and the live API (OAuth 1.0a). Shapes follow X Ads API v12: string ids, entity_status, targetable.
 */

/** An ad account and, for the live API, the OAuth 1.0a user tokens of the user who owns it. */
export interface AdsAccount {
  accountId: string;
  credentials: { token: string; tokenSecret: string } | null;
}

export interface FundingInstrument {
  id: string;
  type: string;
  currency: string;
  able_to_fund: boolean;
  entity_status: string;
  credit_remaining_local_micro: number | null;
}

export interface Campaign {
  id: string;
  name: string;
  funding_instrument_id: string;
  entity_status: string;
}

export interface LineItem {
  id: string;
  campaign_id: string;
  name: string;
  objective: string;
  product_type: string;
  placements: string[];
  entity_status: string;
  start_time: string | null;
  end_time: string | null;
  deleted: boolean;
}

export interface TargetingCriterion extends Criterion {
  id: string;
  line_item_id: string;
}

export interface CustomAudience {
  id: string;
  name: string;
  targetable: boolean;
  reasons_not_targetable: string[];
  audience_size: number | null;
}

export interface LookupItem {
  name: string;
  targeting_type: string;
  targeting_value: string;
}

export interface WebEventTag {
  id: string;
  name: string;
  type: string;
}

export interface AdsAdapter {
  readonly kind: "sandbox" | "live";
  fundingInstruments(account: AdsAccount): Promise<FundingInstrument[]>;
  createCampaign(account: AdsAccount, input: { name: string; funding_instrument_id: string; entity_status: "DRAFT" | "PAUSED" | "ACTIVE" }): Promise<Campaign>;
  createLineItem(account: AdsAccount, input: { campaign_id: string; name: string; objective: string; product_type: string; placements: string[]; entity_status: "DRAFT" | "PAUSED" | "ACTIVE" }): Promise<LineItem>;
  getLineItem(account: AdsAccount, id: string): Promise<LineItem | null>;
  deleteLineItem(account: AdsAccount, id: string): Promise<void>;
  /** One batch (at most CRITERIA_BATCH_MAX); X checks the whole batch before writing any of it. */
  createTargetingCriteria(account: AdsAccount, lineItemId: string, criteria: Criterion[]): Promise<TargetingCriterion[]>;
  customAudiences(account: AdsAccount): Promise<CustomAudience[]>;
  createCustomAudience(account: AdsAccount, input: { name: string; description?: string }): Promise<CustomAudience>;
  /** Targeting ids for names: X's targeting_criteria lookups (users: up to 100 comma-separated handles -> user ids). */
  lookup(account: AdsAccount, kind: Exclude<LookupKind, "custom_audiences">, query: string): Promise<LookupItem[]>;
  webEventTags(account: AdsAccount): Promise<WebEventTag[]>;
}

export type AdsErrorKind = "invalid" | "auth" | "not_found" | "rate_limit" | "server";

/** Every ads failure in one shape, with X's error codes when it gave any. */
export class AdsError extends Error {
  constructor(
    readonly kind: AdsErrorKind,
    message: string,
    readonly status: number,
    readonly codes: { code: string; message: string; parameter?: string }[] = [],
    readonly resetAt?: Date,
  ) {
    super(message);
  }
}
