import { routeMetadata } from "@/components/shell/route-heading";
import { CampaignPlanner } from "@/components/campaigns/campaign-planner";
import { config } from "@/lib/server/config";

export const generateMetadata = () => routeMetadata("toolkit", "campaignPlanner");

export default function CampaignPlannerPage() {
  const c = config();
  return (
    <main className="mx-auto w-full max-w-5xl p-4">
      <CampaignPlanner rates={{ costPerThousandReachedUsd: c.TARGETING_COST_PER_1000_REACHED_USD, costPerThousandImpressionsUsd: c.TARGETING_COST_PER_1000_IMPRESSIONS_USD }} usdPerUnit={c.TARGETING_CURRENCY_USD_RATES} />
    </main>
  );
}
