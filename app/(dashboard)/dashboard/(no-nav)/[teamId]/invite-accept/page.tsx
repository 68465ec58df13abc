import { routeMetadata } from "@/components/shell/route-heading";
import { InviteAcceptScreen } from "@/components/teams/invite-accept-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

type Props = {
  params: Promise<{ teamId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = () => routeMetadata("dashboard", "inviteAccept");

export default async function InviteAcceptPage({ params, searchParams }: Props) {
  const [{ teamId }, { code }] = await Promise.all([params, searchParams]);
  return (
    <SignedInGate routeId="inviteAccept">
      <InviteAcceptScreen teamId={teamId} code={typeof code === "string" ? code : null} />
    </SignedInGate>
  );
}
