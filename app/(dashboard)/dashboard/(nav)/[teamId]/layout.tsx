import { HydrationBoundary } from "@tanstack/react-query";
import { prefetchedState } from "@/lib/server/prefetch/prefetched-state";

type Props = { children: React.ReactNode; params: Promise<{ teamId: string }> };

/** A team's pages render with the user and the team already loaded (no loading state on first paint). */
export default async function TeamLayout({ children, params }: Props) {
  const { teamId } = await params;
  return <HydrationBoundary state={(await prefetchedState([{ me: true }, { team: teamId }])) ?? undefined}>{children}</HydrationBoundary>;
}
