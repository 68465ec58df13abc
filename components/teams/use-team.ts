"use client";
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/client/http/api";
import { isSignedOut } from "@/lib/client/auth/use-me";
import { redirectToLogin } from "@/lib/client/return-path";
import type { TeamDetail } from "@/lib/schemas/team";

/** The team in the path; null with notFound when the caller is not a member. */
export function useTeam(teamId: string) {
  const [team, setTeam] = useState<TeamDetail | null>(null);
  const [notFound, setNotFound] = useState(false);
  const load = useCallback(async () => {
    try {
      setTeam(await api().request<TeamDetail>("GET", "/api/teams/{team}/", { params: { team: teamId } }));
    } catch (e) {
      if (isSignedOut(e)) redirectToLogin();
      else setNotFound(true);
    }
  }, [teamId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { team, setTeam, notFound, reload: load };
}
