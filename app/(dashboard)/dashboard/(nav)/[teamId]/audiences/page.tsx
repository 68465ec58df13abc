import { config } from "@/lib/server/config";
import { savedAudiencesPage } from "@/components/saved-audiences/saved-audiences-page";

const page = savedAudiencesPage("dashboard", "team.audiences");
export const generateMetadata = page.generateMetadata;
export default async function TeamAudiencesPage({ params }: { params: Promise<{ teamId: string }> }) {
  return <page.Page teamSlug={(await params).teamId} storeUrl={config().EXTENSION_STORE_URL} />;
}
