import { routeMetadata } from "@/components/shell/route-heading";
import { ImportScreen } from "@/components/corpus-import/import-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.import");

export default async function ImportPage({ params }: Props) {
  const { teamId } = await params;
  return (
    <SignedInGate routeId="team.import">
      <ImportScreen team={teamId} />
    </SignedInGate>
  );
}
