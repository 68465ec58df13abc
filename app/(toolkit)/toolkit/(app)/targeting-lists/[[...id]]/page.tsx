import { notFound } from "next/navigation";
import { SignedInGate } from "@/components/auth/signed-in-gate";
import { savedAudiencesPage } from "@/components/saved-audiences/saved-audiences-page";
import { TargetingListDetail } from "@/components/saved-audiences/targeting-list-detail";
import { config } from "@/lib/server/config";

const list = savedAudiencesPage("toolkit", "targetingLists", { detailBase: "/targeting-lists" });
export const generateMetadata = list.generateMetadata;

/** /targeting-lists: the saved audiences; /targeting-lists/:id (and the native-list aliases): one of them. */
export default async function TargetingListsPage({ params }: { params: Promise<{ id?: string[] }> }) {
  const { id } = await params;
  if (!id?.length) return <list.Page storeUrl={config().EXTENSION_STORE_URL} />;
  if (id.length > 1 || !/^\d{1,9}$/.test(id[0])) notFound();
  return (
    <SignedInGate variant="toolkit" routeId="targetingLists">
      <TargetingListDetail id={Number(id[0])} storeUrl={config().EXTENSION_STORE_URL} />
    </SignedInGate>
  );
}
