"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminRequestKind, AdminRequestListQuery, AdminRequestView, CreateToolkitRequest, RequestStatus, VerifiedToolkitRequest } from "@/lib/schemas/toolkit-requests";
import { api } from "../http/api";

const KEY = ["toolkit-requests"] as const;

/** A visitor's access or download request; the server mails the link that confirms it. */
export function useCreateToolkitRequestMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateToolkitRequest) => api().request<{ id: number; email: string }>("POST", "/api/external/toolkit-requests/", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Opening the e-mailed link: confirms the request (again is harmless) and says what it was for. */
export function useVerifyToolkitRequestQuery(token: string | null) {
  return useQuery({
    queryKey: [...KEY, "verify", { token }],
    queryFn: () => api().request<VerifiedToolkitRequest>("POST", "/api/external/toolkit-requests/verify/", { body: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** The latest requests and audience-request feedback, filtered, for the toolkit's admins. */
export function useToolkitRequestsQuery(filters: AdminRequestListQuery) {
  return useQuery({
    queryKey: [...KEY, "list", filters],
    queryFn: ({ signal }) => api().request<AdminRequestView[]>("GET", "/api/external/toolkit-requests/", { query: { ...filters }, signal }),
  });
}

/** An admin's answer to a request (handled, approved, declined) or to feedback (handled). */
export function useRequestStatusMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: AdminRequestKind; id: number; status: RequestStatus }) =>
      api().request<{ id: number; status: RequestStatus }>(
        "PATCH",
        input.kind === "audience-feedback" ? "/api/external/audience-request/feedback/{id}/" : "/api/external/toolkit-requests/{id}/",
        { params: { id: input.id }, body: { status: input.status } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, "list"] }),
  });
}
