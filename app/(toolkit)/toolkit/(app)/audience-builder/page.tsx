import { config } from "@/lib/server/config";
import { routeMetadata } from "@/components/shell/route-heading";
import { CreatorPage } from "@/components/creator/creator-page";

export const generateMetadata = () => routeMetadata("toolkit", "audienceBuilder");

export default function AudienceBuilderPage() {
  return <CreatorPage storeUrl={config().EXTENSION_STORE_URL} variant="toolkit" routeId="audienceBuilder" teamId={null} savedLink="/my-audiences" />;
}
