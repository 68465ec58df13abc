"use client";
import { useCallback, useMemo, useState } from "react";
import { safeStorage } from "@/lib/client/auth/storage";
import { useTeamsQuery } from "@/lib/client/queries/teams";
import { RECENT_TEAM_KEY, resolveTeamChoice } from "@/lib/domain/recent-team";

/**
 * The team a toolkit screen works in (the toolkit has no team in its paths): the recent team
 * when the user still belongs to it, else their first. Choosing one remembers it.
 */
export function useCurrentTeam(fixed?: string | null) {
  const { data: teams } = useTeamsQuery(!fixed);
  const [chosen, setChosen] = useState<string | null>(null);
  // Teams arrive after mount, so reading the stored choice here never differs from the server render.
  const remembered = useMemo(() => (teams ? (resolveTeamChoice(teams.map((t) => t.slug), safeStorage.get(RECENT_TEAM_KEY)) ?? teams[0]?.slug ?? null) : null), [teams]);
  const choose = useCallback((next: string) => {
    safeStorage.set(RECENT_TEAM_KEY, next);
    setChosen(next);
  }, []);
  return { teams, slug: fixed || chosen || remembered, choose };
}
