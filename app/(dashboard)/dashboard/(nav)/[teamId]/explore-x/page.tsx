import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { SignedInGate } from "@/components/auth/signed-in-gate";
import { AnalysisScreen } from "@/components/analysis/analysis-screen";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.explore-x");

export default async function ExploreXPage({ params }: Props) {
  const { teamId } = await params;
  return (
    <SignedInGate routeId="team.explore-x">
      <AnalysisScreen face="dashboard" heading={await routeHeading("dashboard", "team.explore-x")} team={teamId} basePath={`/${encodeURIComponent(teamId)}/explore-x`} />
    </SignedInGate>
  );
}
