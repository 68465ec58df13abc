import { routeMetadata } from "@/components/shell/route-heading";
import { CreativesScreen } from "@/components/campaigns/creatives-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.creatives");

export default async function CreativesPage({ params }: Props) {
  const { teamId } = await params;
  return (
    <SignedInGate routeId="team.creatives">
      <CreativesScreen team={teamId} />
    </SignedInGate>
  );
}
