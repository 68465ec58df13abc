import { routeMetadata } from "@/components/shell/route-heading";
import { CreatorPage } from "@/components/creator/creator-page";

export const generateMetadata = () => routeMetadata("dashboard", "team.creator");

export default async function TeamCreatorPage({ params }: { params: Promise<{ teamId: string }> }) {
  const { teamId } = await params;
  return <CreatorPage variant="dashboard" routeId="team.creator" teamId={teamId} savedLink="/{team}/audiences" />;
}
