"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InviteSummary, MembershipLevel, TeamDetail, TeamMember, UpdateTeam } from "@/lib/schemas/team";
import { api } from "../http/api";
import { useSignedOutRedirect } from "./signed-out";
import { teamKeys, userKeys } from "@/lib/domain/query-keys";

export { teamKeys };

/** What /api/teams/{team}/invites/{code}/ shows the invited person. */
export interface InviteView {
  code: string;
  message: string;
  email: string | null;
  team: { slug: string; name: string; logo: string | null };
}

/** The caller's teams; signed-out visitors go to login. */
export function useTeamsQuery(enabled = true) {
  const query = useQuery({ queryKey: teamKeys.all, queryFn: ({ signal }) => api().request<TeamDetail[]>("GET", "/api/teams/", { signal }), enabled });
  useSignedOutRedirect(query.error);
  return query;
}

/** The team in the path; an error other than signed-out means the caller is not a member. */
export function useTeamQuery(slug: string) {
  const query = useQuery({ queryKey: teamKeys.one(slug), queryFn: ({ signal }) => api().request<TeamDetail>("GET", "/api/teams/{team}/", { params: { team: slug }, signal }) });
  useSignedOutRedirect(query.error);
  return query;
}

/**
 * The caller's level in the team (for links only admins see), read from the caller's team list;
 * null when not a member. The dashboard's nav asks from a layout above the team pages'
 * HydrationBoundary: a query of the team itself made there would come before the server's copy and
 * send the page to the API again.
 */
export function useTeamLevelQuery(slug: string | null) {
  return useQuery({
    queryKey: teamKeys.all,
    queryFn: ({ signal }) => api().request<TeamDetail[]>("GET", "/api/teams/", { signal }),
    enabled: Boolean(slug),
    retry: false,
    select: (teams) => teams.find((t) => t.slug === slug)?.level ?? null,
  });
}

/** A changed team is the answer: it replaces the cached one, and the lists that show it reload. */
function useTeamWrite<V>(slug: string, call: (v: V) => Promise<TeamDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.one(slug), team);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: userKeys.me, exact: true });
    },
  });
}

export function useUpdateTeamMutation(slug: string) {
  return useTeamWrite(slug, (body: UpdateTeam) => api().request<TeamDetail>("PATCH", "/api/teams/{team}/", { params: { team: slug }, body }));
}

export function useTeamLogoMutation(slug: string) {
  return useTeamWrite(slug, (file: File | null) =>
    file
      ? api().request<TeamDetail>("POST", "/api/teams/{team}/logo/", { params: { team: slug }, body: { file } })
      : api().request<TeamDetail>("DELETE", "/api/teams/{team}/logo/", { params: { team: slug } }),
  );
}

export function useCreateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; slug?: string }) => api().request<TeamDetail>("POST", "/api/teams/", { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: userKeys.me, exact: true });
    },
  });
}

export function useTeamMembersQuery(slug: string) {
  return useQuery({ queryKey: teamKeys.members(slug), queryFn: ({ signal }) => api().request<TeamMember[]>("GET", "/api/teams/{team}/members/", { params: { team: slug }, signal }) });
}

export function useUpdateMemberMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, level }: { id: number; level: MembershipLevel }) => api().request("PATCH", "/api/teams/{team}/members/{id}/", { params: { team: slug, id: String(id) }, body: { level } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(slug) }),
  });
}

export function useRemoveMemberMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("DELETE", "/api/teams/{team}/members/{id}/", { params: { team: slug, id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.one(slug) }),
  });
}

export function useTeamInvitesQuery(slug: string) {
  return useQuery({ queryKey: teamKeys.invites(slug), queryFn: ({ signal }) => api().request<InviteSummary[]>("GET", "/api/teams/{team}/invites/", { params: { team: slug }, signal }) });
}

export function useSendInviteMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: { email: string; message: string }) => api().request("POST", "/api/teams/{team}/invites/", { params: { team: slug }, body: { invite } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(slug) }),
  });
}

export function useRevokeInviteMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().request("DELETE", "/api/teams/{team}/invites/{id}/", { params: { team: slug, id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(slug) }),
  });
}

export function useInviteQuery(slug: string, code: string | null) {
  const query = useQuery({
    queryKey: teamKeys.invite(slug, code ?? ""),
    queryFn: ({ signal }) => api().request<InviteView>("GET", "/api/teams/{team}/invites/{code}/", { params: { team: slug, code: code! }, signal }),
    enabled: Boolean(code),
    retry: false,
  });
  useSignedOutRedirect(query.error);
  return query;
}

export function useAcceptInviteMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api().request("POST", "/api/teams/{team}/invites/accept/", { params: { team: slug }, body: { code } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.me, exact: true });
    },
  });
}
