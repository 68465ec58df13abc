"use client";
import { useEffect, useState } from "react";
import { api } from "@/lib/client/http/api";
import { safeStorage } from "@/lib/client/auth/storage";
import { RECENT_TEAM_KEY } from "@/lib/domain/recent-team";
import type { TeamDetail } from "@/lib/schemas/team";

/**
 * The team audiences are saved in: the one in the path, else the recent team, else the first of
 * the caller's teams. Standalone pages let the user switch among their teams.
 */
export function useCreatorTeam(fixed: string | null) {
  const [teams, setTeams] = useState<Pick<TeamDetail, "slug" | "name">[]>([]);
  const [team, setTeam] = useState<string | null>(fixed);
  useEffect(() => {
    if (fixed) return;
    api()
      .request<Pick<TeamDetail, "slug" | "name">[]>("GET", "/api/teams/")
      .then((list) => {
        setTeams(list);
        const recent = safeStorage.get(RECENT_TEAM_KEY);
        setTeam(list.find((t) => t.slug === recent)?.slug ?? list[0]?.slug ?? null);
      })
      .catch(() => setTeams([]));
  }, [fixed]);
  return { team, setTeam, teams };
}
