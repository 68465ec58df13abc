"use client";
import { useCallback, useState } from "react";
import { api } from "@/lib/client/http/api";
import { isSignedOut } from "@/lib/client/auth/use-me";
import { useLoad } from "@/lib/client/auth/use-load";
import { redirectToLogin } from "@/lib/client/return-path";
import type { TeamDetail } from "@/lib/schemas/team";

/** The team in the path; notFound when the caller is not a member. */
export function useTeam(teamId: string) {
  const [notFound, setNotFound] = useState(false);
  const loader = useCallback(() => api().request<TeamDetail>("GET", "/api/teams/{team}/", { params: { team: teamId } }), [teamId]);
  const onError = useCallback((e: unknown) => (isSignedOut(e) ? redirectToLogin() : setNotFound(true)), []);
  const { data: team, setData: setTeam, reload } = useLoad(loader, onError);
  return { team, setTeam, notFound, reload };
}
