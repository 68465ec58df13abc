import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { CampaignPlanner } from "@/components/campaigns/campaign-planner";
import { config } from "@/lib/server/config";

export const generateMetadata = () => routeMetadata("toolkit", "campaignPlanner");

export default async function CampaignPlannerPage() {
  const c = config();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4">
      <h1 className="text-2xl font-semibold tracking-tight">{await routeHeading("toolkit", "campaignPlanner")}</h1>
      <CampaignPlanner rates={{ costPerThousandReachedUsd: c.TARGETING_COST_PER_1000_REACHED_USD, costPerThousandImpressionsUsd: c.TARGETING_COST_PER_1000_IMPRESSIONS_USD }} usdPerUnit={c.TARGETING_CURRENCY_USD_RATES} />
    </div>
  );
}
