import { routeMetadata } from "@/components/shell/route-heading";
import { CreatorPage } from "@/components/creator/creator-page";

export const generateMetadata = () => routeMetadata("toolkit", "audienceBuilder");

export default function AudienceBuilderPage() {
  return <CreatorPage variant="toolkit" routeId="audienceBuilder" teamId={null} savedLink="/my-audiences" />;
}
