"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateToolkitRequest, ToolkitRequestView, VerifiedToolkitRequest } from "@/lib/schemas/toolkit-requests";
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

/** The latest requests, for the toolkit's admins. */
export function useToolkitRequestsQuery() {
  return useQuery({ queryKey: [...KEY, "list"], queryFn: () => api().request<ToolkitRequestView[]>("GET", "/api/external/toolkit-requests/") });
}
