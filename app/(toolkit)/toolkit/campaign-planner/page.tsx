import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { CampaignPlanner } from "@/components/campaigns/campaign-planner";
import { FeatureGate } from "@/components/research/feature-gate";
import { config } from "@/lib/server/config";

export const generateMetadata = () => routeMetadata("toolkit", "campaignPlanner");

/** /campaign-planner: for signed-in toolkit users on the CampaignPlanner allow-list (spec §6). */
export default async function CampaignPlannerPage() {
  const c = config();
  const heading = await routeHeading("toolkit", "campaignPlanner");
  return (
    <PersonalSessionGate heading={heading}>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-4">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <FeatureGate feature="campaign_planner">
          <CampaignPlanner rates={{ costPerThousandReachedUsd: c.TARGETING_COST_PER_1000_REACHED_USD, costPerThousandImpressionsUsd: c.TARGETING_COST_PER_1000_IMPRESSIONS_USD }} usdPerUnit={c.TARGETING_CURRENCY_USD_RATES} />
        </FeatureGate>
      </div>
    </PersonalSessionGate>
  );
}
