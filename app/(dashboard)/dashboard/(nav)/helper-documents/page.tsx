import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { SignedInGate } from "@/components/auth/signed-in-gate";
import { HelperDocumentsScreen } from "@/components/research/helper-documents-screen";

export const generateMetadata = () => routeMetadata("dashboard", "helperDocuments");

export default async function HelperDocumentsPage() {
  const heading = await routeHeading("dashboard", "helperDocuments");
  return (
    <SignedInGate routeId="helperDocuments">
      <div className="mx-auto flex max-w-4xl flex-col gap-4 p-6">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <HelperDocumentsScreen />
      </div>
    </SignedInGate>
  );
}
