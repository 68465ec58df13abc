import { routeMetadata } from "@/components/shell/route-heading";
import { CampaignsScreen } from "@/components/campaigns/campaigns-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.campaigns");

export default async function CampaignsPage({ params }: Props) {
  const { teamId } = await params;
  return (
    <SignedInGate routeId="team.campaigns">
      <CampaignsScreen team={teamId} />
    </SignedInGate>
  );
}
