import { config } from "@/lib/server/config";
import { routeMetadata } from "@/components/shell/route-heading";
import { CreatorPage } from "@/components/creator/creator-page";

export const generateMetadata = () => routeMetadata("toolkit", "requestAudience");

export default function RequestAudiencePage() {
  return <CreatorPage storeUrl={config().EXTENSION_STORE_URL} variant="toolkit" routeId="requestAudience" teamId={null} savedLink="/my-audiences" flavour="request" />;
}
