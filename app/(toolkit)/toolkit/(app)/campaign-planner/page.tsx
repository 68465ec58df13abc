import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { CampaignPlanner } from "@/components/campaigns/campaign-planner";
import { FeatureGate } from "@/components/research/feature-gate";
import { planRates } from "@/lib/server/campaigns/plan-rates";

export const generateMetadata = () => routeMetadata("toolkit", "campaignPlanner");

/** /campaign-planner: for signed-in toolkit users on the CampaignPlanner allow-list (spec §6). */
export default async function CampaignPlannerPage() {
  const { rates, usdPerUnit } = planRates();
  const heading = await routeHeading("toolkit", "campaignPlanner");
  return (
    <PersonalSessionGate heading={heading}>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-4">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <FeatureGate feature="campaign_planner">
          <CampaignPlanner rates={rates} usdPerUnit={usdPerUnit} />
        </FeatureGate>
      </div>
    </PersonalSessionGate>
  );
}
