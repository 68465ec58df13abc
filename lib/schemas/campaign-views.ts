/* What the campaign endpoints answer (the browser reads these shapes). */

export interface CampaignView {
  id: number;
  ad_account_id: string;
  adapter: string;
  simulated: boolean;
  x_id: string;
  name: string;
  funding_instrument_id: string | null;
  entity_status: string;
  daily_budget: number | null;
  total_budget: number | null;
  currency: string | null;
  start_time: string | null;
  end_time: string | null;
  created_at: string;
}

export interface AdsetView {
  id: number;
  campaign: number | null;
  name: string;
  objective: string | null;
  placements: string[];
  bid: number | null;
  entity_status: string;
  audience_config_id: number | null;
  audience_name: string | null;
  audience_size: number | null;
}

export interface AdView {
  id: number;
  adset: number | null;
  text: string;
  creative_id: number | null;
  entity_status: string;
}

export interface Metrics {
  impressions: number;
  engagements: number;
  clicks: number;
  spend: number;
}

export interface CampaignStats {
  simulated: boolean;
  currency: string | null;
  start: string;
  end: string;
  totals: Metrics;
  days: (Metrics & { date: string })[];
}

export interface CampaignReach {
  simulated: boolean;
  currency: string | null;
  daily_reach: { min: number; max: number };
  daily_impressions: { min: number; max: number };
}

export interface FundingInstrumentView {
  id: string;
  type: string;
  currency: string;
  able_to_fund: boolean;
  entity_status: string;
  credit_remaining_local_micro: number | null;
}

export interface CreativeView {
  id: number;
  ad_account_id: string;
  name: string;
  card_type: "WEBSITE" | "IMAGE" | "VIDEO" | null;
  title: string;
  website_url: string | null;
  media_id: number | null;
}

export interface MediaView {
  id: number;
  ad_account_id: string;
  media_key: string;
  name: string;
  media_type: string | null;
  file_size: number | null;
  url: string | null;
}

export interface FilePolicy {
  id: string;
  method: "PUT";
  /** Our own upload address (relative), or a storage bucket's presigned one (absolute). */
  url: string;
  headers: Record<string, string>;
  max_size: number;
}
