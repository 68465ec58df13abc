import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { CampaignPlanner } from "@/components/campaigns/campaign-planner";
import { planRates } from "@/lib/server/campaigns/plan-rates";

export const generateMetadata = () => routeMetadata("toolkit", "campaignPlanner");

export default async function CampaignPlannerPage() {
  const { rates, usdPerUnit } = planRates();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4">
      <h1 className="text-2xl font-semibold tracking-tight">{await routeHeading("toolkit", "campaignPlanner")}</h1>
      <CampaignPlanner rates={rates} usdPerUnit={usdPerUnit} />
    </div>
  );
}
