import { routeMetadata } from "@/components/shell/route-heading";
import { MediaScreen } from "@/components/campaigns/media-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.media");

export default async function MediaPage({ params }: Props) {
  const { teamId } = await params;
  return (
    <SignedInGate routeId="team.media">
      <MediaScreen team={teamId} />
    </SignedInGate>
  );
}
