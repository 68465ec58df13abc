import { routeMetadata } from "@/components/shell/route-heading";
import { TeamSettingsScreen } from "@/components/teams/team-settings-screen";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.team");

export default async function TeamSettingsPage({ params }: Props) {
  const { teamId } = await params;
  return <TeamSettingsScreen teamId={teamId} />;
}
