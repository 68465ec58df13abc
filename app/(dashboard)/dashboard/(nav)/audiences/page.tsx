import { config } from "@/lib/server/config";
import { routeMetadata } from "@/components/shell/route-heading";
import { CreatorPage } from "@/components/creator/creator-page";

export const generateMetadata = () => routeMetadata("dashboard", "standaloneAudiences");

export default function StandaloneAudiencesPage() {
  return <CreatorPage storeUrl={config().EXTENSION_STORE_URL} variant="dashboard" routeId="standaloneAudiences" teamId={null} savedLink="/{team}/audiences" />;
}
