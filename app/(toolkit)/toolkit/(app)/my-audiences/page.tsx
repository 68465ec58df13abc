import { config } from "@/lib/server/config";
import { savedAudiencesPage } from "@/components/saved-audiences/saved-audiences-page";

const page = savedAudiencesPage("toolkit", "myAudiences", { detailBase: "/targeting-lists" });
export const generateMetadata = page.generateMetadata;
export default function MyAudiencesPage() {
  return <page.Page storeUrl={config().EXTENSION_STORE_URL} />;
}
