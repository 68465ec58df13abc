import "server-only";
import type { Criterion, LookupKind } from "@/lib/domain/targeting/ads-criteria";
import type { FundingInstrumentView } from "@/lib/schemas/campaign-views";

/*
 * The X Ads API as the product uses it. Two real implementations: the local sandbox (database)
 * and the live API (OAuth 1.0a). Shapes follow X Ads API v12: string ids, entity_status, targetable.
 */

/** An ad account and, for the live API, the OAuth 1.0a user tokens of the user who owns it. */
export interface AdsAccount {
  accountId: string;
  credentials: { token: string; tokenSecret: string } | null;
}

/** X's funding instrument, as the browser reads it too. */
export type FundingInstrument = FundingInstrumentView;

export type EntityStatus = "DRAFT" | "PAUSED" | "ACTIVE";

export interface Campaign {
  id: string;
  name: string;
  funding_instrument_id: string;
  entity_status: string;
  daily_budget_amount_local_micro: number | null;
  total_budget_amount_local_micro: number | null;
  start_time: string | null;
  end_time: string | null;
  currency: string | null;
}

export interface CampaignInput {
  name: string;
  funding_instrument_id: string;
  entity_status: EntityStatus;
  daily_budget_amount_local_micro?: number | null;
  total_budget_amount_local_micro?: number | null;
  start_time?: string;
  end_time?: string | null;
}

export type CampaignPatch = Partial<Omit<CampaignInput, "funding_instrument_id">>;

export interface LineItemInput {
  campaign_id: string;
  name: string;
  objective: string;
  product_type: string;
  placements: string[];
  entity_status: EntityStatus;
  bid_amount_local_micro?: number | null;
  /** Read by the sandbox only: its stand-in for the audience X computes from the targeting criteria. */
  audience_size?: number | null;
}

export interface PromotedTweet {
  id: string;
  line_item_id: string;
  tweet_id: string;
  card_id: string | null;
  text: string;
  entity_status: string;
}

export type CardType = "WEBSITE" | "IMAGE" | "VIDEO";

export interface Card {
  id: string;
  name: string;
  card_type: CardType;
  title: string;
  website_url: string | null;
  media_key: string | null;
}

export interface MediaItem {
  media_key: string;
  name: string;
  media_type: string;
  file_size: number;
  media_url: string;
}

/** A file for the media library: what it is, and its bytes, read only when they are sent on (to X). */
export interface MediaUpload extends Omit<MediaItem, "media_key"> {
  content_type: string;
  read: () => AsyncIterable<Uint8Array>;
}

export interface DailyMetrics {
  date: string;
  impressions: number;
  engagements: number;
  clicks: number;
  spend_micro: number;
}

export interface EntityStats {
  id: string;
  /** True when the figures come from the sandbox's simulation, not from X. */
  simulated: boolean;
  days: DailyMetrics[];
}

export interface ReachEstimate {
  /** Accounts reached per day, low and high. */
  reach: { min: number; max: number };
  impressions: { min: number; max: number };
  simulated: boolean;
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
  bid_amount_local_micro: number | null;
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
  createCampaign(account: AdsAccount, input: CampaignInput): Promise<Campaign>;
  campaigns(account: AdsAccount, ids: string[]): Promise<Campaign[]>;
  updateCampaign(account: AdsAccount, id: string, patch: CampaignPatch): Promise<Campaign>;
  deleteCampaign(account: AdsAccount, id: string): Promise<void>;
  createLineItem(account: AdsAccount, input: LineItemInput): Promise<LineItem>;
  lineItems(account: AdsAccount, ids: string[]): Promise<LineItem[]>;
  updateLineItem(account: AdsAccount, id: string, patch: { name?: string; entity_status?: EntityStatus; bid_amount_local_micro?: number }): Promise<LineItem>;
  getLineItem(account: AdsAccount, id: string): Promise<LineItem | null>;
  deleteLineItem(account: AdsAccount, id: string): Promise<void>;
  /** One batch (at most CRITERIA_BATCH_MAX); X checks the whole batch before writing any of it. */
  createTargetingCriteria(account: AdsAccount, lineItemId: string, criteria: Criterion[]): Promise<TargetingCriterion[]>;
  customAudiences(account: AdsAccount): Promise<CustomAudience[]>;
  createCustomAudience(account: AdsAccount, input: { name: string; description?: string }): Promise<CustomAudience>;
  /** Targeting ids for names: X's targeting_criteria lookups (users: up to 100 comma-separated handles -> user ids). */
  lookup(account: AdsAccount, kind: Exclude<LookupKind, "custom_audiences">, query: string): Promise<LookupItem[]>;
  webEventTags(account: AdsAccount): Promise<WebEventTag[]>;
  promotedTweets(account: AdsAccount, ids: string[]): Promise<PromotedTweet[]>;
  createPromotedTweet(account: AdsAccount, input: { line_item_id: string; card_id: string | null; text: string }): Promise<PromotedTweet>;
  updatePromotedTweet(account: AdsAccount, id: string, patch: { entity_status: EntityStatus }): Promise<PromotedTweet>;
  deletePromotedTweet(account: AdsAccount, id: string): Promise<void>;
  cards(account: AdsAccount, ids: string[]): Promise<Card[]>;
  createCard(account: AdsAccount, input: Omit<Card, "id">): Promise<Card>;
  deleteCard(account: AdsAccount, id: string): Promise<void>;
  media(account: AdsAccount, keys: string[]): Promise<MediaItem[]>;
  createMedia(account: AdsAccount, input: MediaUpload): Promise<MediaItem>;
  deleteMedia(account: AdsAccount, key: string): Promise<void>;
  /** Daily metrics of campaigns or line items between two instants. */
  stats(account: AdsAccount, input: { entity: "CAMPAIGN" | "LINE_ITEM"; ids: string[]; start: Date; end: Date }): Promise<EntityStats[]>;
  reachEstimate(account: AdsAccount, input: { audience_size: number; bid_amount_local_micro: number; daily_budget_amount_local_micro: number }): Promise<ReachEstimate>;
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
