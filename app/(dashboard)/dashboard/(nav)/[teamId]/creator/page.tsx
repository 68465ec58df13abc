import { config } from "@/lib/server/config";
import { routeMetadata } from "@/components/shell/route-heading";
import { CreatorPage } from "@/components/creator/creator-page";

export const generateMetadata = () => routeMetadata("dashboard", "team.creator");

export default async function TeamCreatorPage({ params }: { params: Promise<{ teamId: string }> }) {
  const { teamId } = await params;
  return <CreatorPage storeUrl={config().EXTENSION_STORE_URL} variant="dashboard" routeId="team.creator" teamId={teamId} savedLink="/{team}/audiences" />;
}
