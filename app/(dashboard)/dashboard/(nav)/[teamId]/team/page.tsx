import { routeMetadata } from "@/components/shell/route-heading";
import { TeamSettingsScreen } from "@/components/teams/team-settings-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.team");

export default async function TeamSettingsPage({ params }: Props) {
  const { teamId } = await params;
  return (
    <SignedInGate routeId="team.team">
      <TeamSettingsScreen teamId={teamId} />
    </SignedInGate>
  );
}
