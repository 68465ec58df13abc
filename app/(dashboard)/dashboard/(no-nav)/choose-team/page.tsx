import { routeMetadata } from "@/components/shell/route-heading";
import { ChooseTeamScreen } from "@/components/teams/choose-team-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";
import { HydrationBoundary } from "@tanstack/react-query";
import { prefetchedState } from "@/lib/server/prefetch/prefetched-state";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => routeMetadata("dashboard", "chooseTeam");

export default async function ChooseTeamPage({ searchParams }: Props) {
  const { team } = await searchParams;
  return (
    <SignedInGate routeId="chooseTeam">
      <HydrationBoundary state={(await prefetchedState([{ teams: true }])) ?? undefined}>
        <ChooseTeamScreen requested={typeof team === "string" ? team : null} />
      </HydrationBoundary>
    </SignedInGate>
  );
}
