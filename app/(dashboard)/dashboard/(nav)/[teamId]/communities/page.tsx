import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { SignedInGate } from "@/components/auth/signed-in-gate";
import { CommunitiesScreen } from "@/components/research/communities-screen";

type Props = { params: Promise<{ teamId: string }> };

export const generateMetadata = () => routeMetadata("dashboard", "team.communities");

export default async function CommunitiesPage({ params }: Props) {
  const [{ teamId }, heading] = await Promise.all([params, routeHeading("dashboard", "team.communities")]);
  return (
    <SignedInGate routeId="team.communities">
      <div className="flex flex-col gap-4 p-6">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <CommunitiesScreen teamId={teamId} />
      </div>
    </SignedInGate>
  );
}
