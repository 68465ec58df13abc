import { config } from "@/lib/server/config";
import { routeMetadata } from "@/components/shell/route-heading";
import { CreatorPage } from "@/components/creator/creator-page";

export const generateMetadata = () => routeMetadata("toolkit", "jobTitle");

export default function JobTitlePage() {
  return <CreatorPage storeUrl={config().EXTENSION_STORE_URL} variant="toolkit" routeId="jobTitle" teamId={null} savedLink="/my-audiences" flavour="job-title" />;
}
