/* What the campaign creation tools answer (the browser reads these shapes). */
import type { CampaignParameters } from "@/lib/domain/campaigns/description/extract";
import type { CampaignEstimate } from "@/lib/domain/campaigns/calculator";

export interface CampaignEstimateView extends CampaignEstimate {
  estimated: true;
  currency: string;
  budget_kind: "lifetime" | "daily";
  days: number;
  audience_config_id: number | null;
  package_size: number;
  bid: number;
  rates: { cost_per_1000_reached_usd: number; cost_per_1000_impressions_usd: number; usd_per_unit: number };
}

export interface CampaignOptionsView {
  parameters: CampaignParameters & { source: "rules" | "model" };
  packages: { id: number; name: string; size: number; matches: string[]; estimate: CampaignEstimate | null }[];
  best: number | null;
  objectives: string[];
  budget_choices: number[];
  bid: number | null;
}
